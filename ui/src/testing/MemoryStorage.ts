/** A Storage with Web Storage semantics (string values only) that keeps nothing: for tests in node and stories that must start clean. */
export class MemoryStorage implements Storage {
  private readonly items: Map<string, string>;
  constructor(entries: Iterable<readonly [string, string]> = []) {
    this.items = new Map(entries);
  }
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}
