import { subscribe } from 'valtio';
import { pickValidSettings, settingsStore, type Settings } from './settingsStore';

export const settingsStorageKey = 'settings';

/**
 * Restores the saved settings into the store, then saves every change. Returns a function that stops
 * saving. A corrupt or outdated saved copy is ignored field by field, never fatal.
 */
export function persistSettings(storage: Storage, key: string = settingsStorageKey): () => void {
  Object.assign(settingsStore, readSaved(storage, key));
  return subscribe(settingsStore, () => {
    const settings: Settings = { ...settingsStore };
    try {
      storage.setItem(key, JSON.stringify(settings));
    } catch {
      // A full or blocked storage must not break the page; the choice still applies for this visit.
    }
  });
}

function readSaved(storage: Storage, key: string): Partial<Settings> {
  try {
    const saved = storage.getItem(key);
    return saved === null ? {} : pickValidSettings(JSON.parse(saved));
  } catch {
    return {};
  }
}
