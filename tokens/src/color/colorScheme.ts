import type { Contrast, Mode, PresetName } from '../themeAxes';
import { alpha } from './alpha';
import { contrastTextFor } from './contrast';
import { presetRamps } from './presets';
import { common, greyRamp, type ColorRamp } from './ramp';
import { toneNames, toneRamps, type ToneName } from './tones';

/** A hue as components use it: the ramp plus the colours that sit on or beside it. */
export type ToneRoles = ColorRamp & {
  /** Text and icons drawn on `main`. */
  contrastText: string;
  /** The hue as text on the page's surfaces (meets 4.5:1 on every surface of its mode). */
  text: string;
  /** A faint wash of the hue for selected and highlighted backgrounds. */
  soft: string;
};

export type SurfaceRoles = {
  background: { default: string; paper: string; neutral: string; backdrop: string };
  text: { primary: string; secondary: string; disabled: string };
  divider: string;
  border: string;
  action: { hover: string; selected: string; focus: string; disabled: string; disabledBackground: string };
};

export type ToneScheme = Record<ToneName, ToneRoles>;

export type ColorScheme = SurfaceRoles &
  ToneScheme & {
    primary: ToneRoles;
  };

export function toneRoles(ramp: ColorRamp, mode: Mode): ToneRoles {
  return {
    ...ramp,
    contrastText: contrastTextFor(ramp.main),
    text: mode === 'light' ? ramp.dark : ramp.light,
    soft: alpha(ramp.main, mode === 'light' ? 0.08 : 0.16),
  };
}

function actions(base: string): SurfaceRoles['action'] {
  return {
    hover: alpha(base, 0.08),
    selected: alpha(base, 0.16),
    focus: alpha(base, 0.24),
    disabled: alpha(base, 0.8),
    disabledBackground: alpha(base, 0.24),
  };
}

const surfaces: Record<Mode, Record<Contrast, SurfaceRoles>> = {
  light: {
    default: {
      background: {
        default: common.white,
        paper: common.white,
        neutral: greyRamp[100],
        backdrop: alpha(greyRamp[900], 0.48),
      },
      text: { primary: greyRamp[900], secondary: greyRamp[600], disabled: greyRamp[500] },
      divider: alpha(greyRamp[500], 0.2),
      border: alpha(greyRamp[500], 0.32),
      action: actions(greyRamp[500]),
    },
    // Bold lifts cards off a tinted page and darkens secondary text and lines.
    bold: {
      background: {
        default: greyRamp[100],
        paper: common.white,
        neutral: greyRamp[200],
        backdrop: alpha(greyRamp[900], 0.64),
      },
      text: { primary: greyRamp[950], secondary: greyRamp[700], disabled: greyRamp[500] },
      divider: alpha(greyRamp[600], 0.36),
      border: alpha(greyRamp[600], 0.56),
      action: actions(greyRamp[600]),
    },
  },
  dark: {
    default: {
      background: { default: '#11161C', paper: '#181E26', neutral: '#212833', backdrop: alpha(common.black, 0.56) },
      text: { primary: common.white, secondary: greyRamp[400], disabled: greyRamp[600] },
      divider: alpha(greyRamp[500], 0.2),
      border: alpha(greyRamp[500], 0.32),
      action: actions(greyRamp[500]),
    },
    bold: {
      background: { default: '#090C10', paper: '#12171D', neutral: '#1A2029', backdrop: alpha(common.black, 0.72) },
      text: { primary: common.white, secondary: greyRamp[300], disabled: greyRamp[500] },
      divider: alpha(greyRamp[400], 0.32),
      border: alpha(greyRamp[400], 0.56),
      action: actions(greyRamp[400]),
    },
  },
};

export function surfaceRoles(mode: Mode, contrast: Contrast): SurfaceRoles {
  return surfaces[mode][contrast];
}

export function toneScheme(mode: Mode): ToneScheme {
  const entries = toneNames.map((name) => [name, toneRoles(toneRamps[name], mode)] as const);
  return Object.fromEntries(entries) as ToneScheme;
}

export function primaryRoles(mode: Mode, preset: PresetName): ToneRoles {
  return toneRoles(presetRamps[preset], mode);
}

/** Every colour role for one combination of the theme switches. */
export function colorScheme(mode: Mode, contrast: Contrast, preset: PresetName): ColorScheme {
  return { ...surfaceRoles(mode, contrast), ...toneScheme(mode), primary: primaryRoles(mode, preset) };
}
