/**
 * A map that remembers, from the last `startJournal`, the first value each key had, so a block's writes can be
 * handed back as an undo or reverted on the spot. The ledger writes in place: copying every map per block would
 * cost as much as the ledger is large.
 */
export class JournaledMap<V> {
  private readonly entries = new Map<string, V>();
  private journal = new Map<string, V | undefined>();

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  get size(): number {
    return this.entries.size;
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }

  set(key: string, value: V | undefined): void {
    if (!this.journal.has(key)) this.journal.set(key, this.entries.get(key));
    this.put(key, value);
  }

  startJournal(): void {
    this.journal = new Map();
  }

  /** The first value of every key written since `startJournal`. */
  written(): Array<readonly [string, V | undefined]> {
    return [...this.journal];
  }

  /** Puts back what `written` returned (or an undo stored from it), without journaling. */
  restore(old: ReadonlyArray<readonly [string, V | undefined]>): void {
    for (const [key, value] of old) this.put(key, value);
    this.journal = new Map();
  }

  private put(key: string, value: V | undefined): void {
    if (value === undefined) this.entries.delete(key);
    else this.entries.set(key, value);
  }
}
