/** Five steps of one hue, from nearly white to nearly black; every tone and preset is one of these. */
export type ColorRamp = {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
};

export const greyRamp = {
  50: '#F9FAFB',
  100: '#F3F5F7',
  200: '#E7EAEE',
  300: '#D5DAE0',
  400: '#B3BCC6',
  500: '#8A95A3',
  600: '#5E6978',
  700: '#434C59',
  800: '#262D37',
  900: '#161B22',
  950: '#0D1117',
} as const;

export const common = { white: '#FFFFFF', black: '#000000' } as const;
