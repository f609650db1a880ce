import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, differsFromDefaults, pickValidSettings, resetSettings, settingsStore } from './settingsStore';

afterEach(resetSettings);

describe('settings store', () => {
  it('starts from the spec defaults: dark, ltr, default contrast, vertical layout, default preset, no stretch', () => {
    expect({ ...settingsStore }).toEqual({
      themeMode: 'dark',
      themeDirection: 'ltr',
      themeContrast: 'default',
      themeLayout: 'vertical',
      themeColorPresets: 'default',
      themeStretch: false,
    });
  });

  it('reports a difference from the defaults for any single changed setting', () => {
    expect(differsFromDefaults(settingsStore)).toBe(false);
    const changes = {
      themeMode: 'light',
      themeDirection: 'rtl',
      themeContrast: 'bold',
      themeLayout: 'mini',
      themeColorPresets: 'green',
      themeStretch: true,
    } as const;
    for (const [key, value] of Object.entries(changes)) {
      expect(differsFromDefaults({ ...defaultSettings, [key]: value }), key).toBe(true);
    }
  });

  it('resets every setting to its default', () => {
    Object.assign(settingsStore, { themeMode: 'light', themeColorPresets: 'red', themeStretch: true });
    resetSettings();
    expect(differsFromDefaults(settingsStore)).toBe(false);
  });

  it('keeps only known settings with allowed values', () => {
    expect(pickValidSettings({ themeMode: 'light', themeLayout: 'diagonal', themeStretch: 'yes', extra: 1 })).toEqual({
      themeMode: 'light',
    });
    expect(pickValidSettings('dark')).toEqual({});
    expect(pickValidSettings(null)).toEqual({});
  });
});
