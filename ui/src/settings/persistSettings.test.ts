import { subscribe } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing';
import { persistSettings, settingsStorageKey } from './persistSettings';
import { resetSettings, settingsStore } from './settingsStore';

/**
 * Resolves once the store has told its subscribers of the next changes. The store tells them in the order they
 * subscribed, so a persistSettings started earlier has had its turn by then.
 */
const notified = (): Promise<void> =>
  new Promise((resolve) => {
    const stop = subscribe(settingsStore, () => {
      stop();
      resolve();
    });
  });
const stops: Array<() => void> = [];

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  resetSettings();
});

describe('persistSettings', () => {
  it('saves every change under the settings key', async () => {
    const storage = new MemoryStorage();
    stops.push(persistSettings(storage));
    const saved = notified();
    settingsStore.themeMode = 'light';
    settingsStore.themeColorPresets = 'purple';
    await saved;
    expect(JSON.parse(storage.getItem(settingsStorageKey) ?? '{}')).toMatchObject({
      themeMode: 'light',
      themeColorPresets: 'purple',
    });
  });

  it('restores saved settings on start', () => {
    const storage = new MemoryStorage();
    storage.setItem(settingsStorageKey, JSON.stringify({ themeLayout: 'mini', themeStretch: true }));
    stops.push(persistSettings(storage));
    expect(settingsStore.themeLayout).toBe('mini');
    expect(settingsStore.themeStretch).toBe(true);
    expect(settingsStore.themeMode).toBe('dark');
  });

  it('ignores a corrupt saved copy and keeps the defaults', () => {
    const storage = new MemoryStorage();
    storage.setItem(settingsStorageKey, '{not json');
    stops.push(persistSettings(storage));
    expect(settingsStore.themeMode).toBe('dark');
  });

  it('drops unknown values field by field', () => {
    const storage = new MemoryStorage();
    storage.setItem(settingsStorageKey, JSON.stringify({ themeMode: 'sepia', themeDirection: 'rtl' }));
    stops.push(persistSettings(storage));
    expect(settingsStore.themeMode).toBe('dark');
    expect(settingsStore.themeDirection).toBe('rtl');
  });

  it('stops saving once stopped', async () => {
    const storage = new MemoryStorage();
    const stop = persistSettings(storage);
    stop();
    const told = notified();
    settingsStore.themeMode = 'light';
    await told;
    expect(storage.getItem(settingsStorageKey)).toBeNull();
  });
});
