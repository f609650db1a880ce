/** Empties `storage` except the `keep` keys, which keep their values (absent ones stay absent). */
export function clearStorageKeeping(storage: Storage, keep: readonly string[]): void {
  const kept = keep.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}
