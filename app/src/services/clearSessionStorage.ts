import { languageStorageKey } from '@ordmarket/locales';
import { settingsStorageKey } from '@ordmarket/ui';

/** Display choices the visitor made before ever connecting; losing a session must not reset them. */
const displayPreferenceKeys: readonly string[] = [settingsStorageKey, languageStorageKey];

/**
 * Spec §8 "clear storage" on a failed refresh: tokens, wallet choice, saved addresses and carts go; the
 * theme and language (not part of any session) stay.
 */
export function clearSessionStorage(storage: Storage): void {
  const kept = displayPreferenceKeys.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}
