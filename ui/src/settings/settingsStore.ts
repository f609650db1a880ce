import {
  contrasts,
  directions,
  modes,
  presetNames,
  type Contrast,
  type Direction,
  type Mode,
  type PresetName,
} from '@ordmarket/tokens';
import { proxy } from 'valtio';

export const themeLayouts = ['vertical', 'horizontal', 'mini'] as const;
export type ThemeLayout = (typeof themeLayouts)[number];

/** The user's display choices, named as the spec names them. */
export interface Settings {
  themeMode: Mode;
  themeDirection: Direction;
  themeContrast: Contrast;
  themeLayout: ThemeLayout;
  themeColorPresets: PresetName;
  themeStretch: boolean;
}

export const defaultSettings: Readonly<Settings> = Object.freeze({
  themeMode: 'dark',
  themeDirection: 'ltr',
  themeContrast: 'default',
  themeLayout: 'vertical',
  themeColorPresets: 'default',
  themeStretch: false,
});

/** Values each setting may take; anything else (say, from an old saved copy) is ignored. */
export const settingChoices = {
  themeMode: modes,
  themeDirection: directions,
  themeContrast: contrasts,
  themeLayout: themeLayouts,
  themeColorPresets: presetNames,
  themeStretch: [false, true],
} as const satisfies { [K in keyof Settings]: ReadonlyArray<Settings[K]> };

export const settingsStore = proxy<Settings>({ ...defaultSettings });

export function resetSettings(): void {
  Object.assign(settingsStore, defaultSettings);
}

/** True when any setting differs from the defaults: the settings drawer's reset dot. */
export function differsFromDefaults(settings: Readonly<Settings>): boolean {
  return (Object.keys(defaultSettings) as Array<keyof Settings>).some((key) => settings[key] !== defaultSettings[key]);
}

/** Only the known settings with allowed values, taken from anything (a parsed JSON, say). */
export function pickValidSettings(candidate: unknown): Partial<Settings> {
  if (typeof candidate !== 'object' || candidate === null) return {};
  const record = candidate as Record<string, unknown>;
  const valid: Partial<Record<keyof Settings, unknown>> = {};
  for (const key of Object.keys(settingChoices) as Array<keyof Settings>) {
    const choices: readonly unknown[] = settingChoices[key];
    if (choices.includes(record[key])) valid[key] = record[key];
  }
  return valid as Partial<Settings>;
}
