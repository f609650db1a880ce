import { breakpoints } from '../breakpoints';
import { colorScheme, primaryRoles, surfaceRoles, toneScheme } from '../color/colorScheme';
import { layout } from '../layout';
import { motion } from '../motion';
import { radius } from '../radii';
import { shadows } from '../shadows';
import { space } from '../spacing';
import type { Contrast, Mode, PresetName } from '../themeAxes';
import { fontFamily, fontWeight, typeScale } from '../typography';
import { zIndex } from '../zIndex';

function px<T extends Record<string, number>>(values: T): Record<keyof T, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, `${value}px`])) as Record<
    keyof T,
    string
  >;
}

/** Tokens that are the same whatever the theme switches say. */
export const constantTokens = {
  fontFamily,
  fontWeight,
  typography: typeScale,
  space,
  radius,
  z: zIndex,
  motion,
  breakpoint: px(breakpoints),
  layout: px(layout),
  direction: { sign: 1 },
};

/** Neutral surfaces, text, lines, status tones and shadows: chosen by mode and contrast. */
export function surfaceTokens(mode: Mode, contrast: Contrast) {
  return { color: { ...surfaceRoles(mode, contrast), ...toneScheme(mode) }, shadow: shadows(mode, contrast) };
}

/** The brand hue: chosen by mode and preset. */
export function presetTokens(mode: Mode, preset: PresetName) {
  return { color: { primary: primaryRoles(mode, preset) } };
}

/** One full theme's themed tokens, used for the typed references (every combination has this shape). */
export function themedTokens(mode: Mode, contrast: Contrast, preset: PresetName) {
  return { color: colorScheme(mode, contrast, preset), shadow: shadows(mode, contrast) };
}
