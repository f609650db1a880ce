/**
 * A set that keeps its newest `capacity` entries, the oldest going first: the bound of the caches of facts that never
 * go stale (a signature that verified, a key on the curve), where a dropped entry only costs working it out again.
 */
export class NewestEntries {
  private readonly entries = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(entry: string): boolean {
    return this.entries.has(entry);
  }

  /** Adds the entry, or makes it the newest again. */
  add(entry: string): void {
    this.entries.delete(entry);
    this.entries.add(entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.values().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Byte strings as one entry: each part's length, then its bytes, one character a byte (about a byte each). */
export function bytesEntry(parts: readonly Uint8Array[]): string {
  let entry = '';
  for (const part of parts) entry += String.fromCharCode(part.length) + String.fromCharCode(...part);
  return entry;
}
