import { languageStorageKey } from '@ordmarket/locales';
import { defaultSettings, KitStringsProvider, settingsStore, type Settings } from '@ordmarket/ui';
import { contrasts, directions, modes, presetNames } from '@ordmarket/tokens';
import i18next from 'i18next';
import { useLayoutEffect, type ReactNode } from 'react';
import { intlLocale, isLanguage } from '@ordmarket/app/i18n';

export interface ThemeGlobals {
  mode?: unknown;
  contrast?: unknown;
  direction?: unknown;
  preset?: unknown;
  language?: unknown;
}

function pick<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** The toolbar's choices as settings; every story starts from the defaults plus these. */
export function settingsFromGlobals(globals: ThemeGlobals): Settings {
  return {
    ...defaultSettings,
    themeMode: pick(modes, globals.mode, defaultSettings.themeMode),
    themeContrast: pick(contrasts, globals.contrast, defaultSettings.themeContrast),
    themeDirection: pick(directions, globals.direction, defaultSettings.themeDirection),
    themeColorPresets: pick(presetNames, globals.preset, defaultSettings.themeColorPresets),
  };
}

/**
 * Applies the toolbar's theme and language before the story paints: the language to i18next (the app's
 * screens) and, as its BCP 47 tag, to the kit's strings, as the app's KitLanguage does.
 */
export function ThemeFromGlobals({ globals, children }: { globals: ThemeGlobals; children: ReactNode }) {
  const { mode, contrast, direction, preset, language } = globals;
  useLayoutEffect(() => {
    Object.assign(settingsStore, settingsFromGlobals({ mode, contrast, direction, preset }));
  }, [mode, contrast, direction, preset]);
  useLayoutEffect(() => {
    if (!isLanguage(language)) return;
    // Both languages are loaded up front (preview.tsx), so the switch is immediate, and kept as a choice is.
    void i18next.changeLanguage(language);
    localStorage.setItem(languageStorageKey, language);
  }, [language]);
  return (
    <KitStringsProvider locale={intlLocale(isLanguage(language) ? language : 'en')}>{children}</KitStringsProvider>
  );
}
