/** The four switches a theme is chosen by; each is an attribute on the themed root element. */
export const modes = ['light', 'dark'] as const;
export type Mode = (typeof modes)[number];

export const contrasts = ['default', 'bold'] as const;
export type Contrast = (typeof contrasts)[number];

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

export const presetNames = ['default', 'cyan', 'purple', 'blue', 'orange', 'red', 'green'] as const;
export type PresetName = (typeof presetNames)[number];

/** Attribute names on the root (or any nested theme scope) that select token values. */
export const themeAttributes = {
  mode: 'data-mode',
  contrast: 'data-contrast',
  preset: 'data-preset',
  direction: 'dir',
} as const;
