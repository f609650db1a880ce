/** Inter and Noto Sans SC are bundled (see ui/src/theme/fonts.ts); platform faces are the fallback. */
export const fontFamily = {
  sans: "'Inter Variable', Inter, 'Noto Sans SC Variable', 'PingFang SC', 'Microsoft YaHei', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 } as const;

export type TypeStyle = {
  size: string;
  lineHeight: number;
  weight: number;
  letterSpacing: string;
};

function style(sizePx: number, lineHeight: number, weight: number, letterSpacing = '0'): TypeStyle {
  return { size: `${sizePx / 16}rem`, lineHeight, weight, letterSpacing };
}

export const typeScale = {
  h1: style(40, 1.25, fontWeight.heavy, '-0.02em'),
  h2: style(32, 1.3, fontWeight.heavy, '-0.01em'),
  h3: style(24, 1.5, fontWeight.bold),
  h4: style(20, 1.5, fontWeight.bold),
  h5: style(18, 1.5, fontWeight.bold),
  h6: style(17, 1.55, fontWeight.semibold),
  subtitle1: style(16, 1.5, fontWeight.semibold),
  subtitle2: style(14, 1.57, fontWeight.semibold),
  body1: style(16, 1.5, fontWeight.regular),
  body2: style(14, 1.57, fontWeight.regular),
  caption: style(12, 1.5, fontWeight.regular),
  overline: style(12, 1.5, fontWeight.bold, '0.08em'),
  button: style(14, 1.71, fontWeight.bold),
} as const satisfies Record<string, TypeStyle>;

export type TypeVariant = keyof typeof typeScale;
