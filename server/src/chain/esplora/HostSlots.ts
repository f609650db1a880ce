/**
 * At most `perHost` requests in flight to each host; the rest wait their turn in arrival order. Public chain
 * services ban clients that open hundreds of connections at once, and a block read in pages would otherwise do so.
 */
export class HostSlots {
  readonly #perHost: number;
  readonly #active = new Map<string, number>();
  readonly #waiting = new Map<string, Array<() => void>>();

  constructor(perHost: number) {
    this.#perHost = Math.max(1, perHost);
  }

  /** Runs `work` once a slot of `host` is free, and frees it after. */
  async run<T>(host: string, work: () => Promise<T>): Promise<T> {
    await this.#acquire(host);
    try {
      return await work();
    } finally {
      this.#release(host);
    }
  }

  #acquire(host: string): Promise<void> {
    const active = this.#active.get(host) ?? 0;
    if (active < this.#perHost) {
      this.#active.set(host, active + 1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#waiting.set(host, [...(this.#waiting.get(host) ?? []), resolve]);
    });
  }

  #release(host: string): void {
    const [next, ...rest] = this.#waiting.get(host) ?? [];
    // The slot passes straight to the next waiter, so the count stays as it is.
    if (next !== undefined) {
      this.#waiting.set(host, rest);
      next();
      return;
    }
    this.#active.set(host, (this.#active.get(host) ?? 1) - 1);
  }
}
