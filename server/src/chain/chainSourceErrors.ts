/** A chain source's last failed request, as the health answer shows it. */
export interface ChainSourceFailure {
  readonly at: Date;
  /** What was asked ('transaction', 'broadcast', 'inscription'). */
  readonly request: string;
  readonly reason: string;
}

export interface ChainSourceRecord {
  /** 'devnet', 'Esplora', 'ord' or the BRC-20 source. */
  readonly name: string;
  /** Since the server started. */
  readonly failedRequests: number;
  readonly lastFailure: ChainSourceFailure | undefined;
}

// Operators put API keys in their source URLs; the health answer is public, so hosts never reach it.
const urlPattern = /\bhttps?:\/\/[^\s;,)]*[^\s;,):]/g;

/**
 * The failures of the services the server reads the chain from, for operators: a source that keeps failing shows
 * here long before traders notice. Only the last failure of each is kept, so it stays small however long it runs.
 */
export class ChainSourceErrors {
  readonly #sources = new Map<string, { failedRequests: number; lastFailure: ChainSourceFailure | undefined }>();
  readonly #now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.#now = now;
  }

  /** Lists `name` in the health answer before it has failed. */
  watch(name: string): void {
    if (!this.#sources.has(name)) this.#sources.set(name, { failedRequests: 0, lastFailure: undefined });
  }

  record(name: string, request: string, error: unknown): void {
    const reason = (error instanceof Error ? error.message : String(error)).replace(urlPattern, '[host]');
    const known = this.#sources.get(name);
    this.#sources.set(name, {
      failedRequests: (known?.failedRequests ?? 0) + 1,
      lastFailure: { at: this.#now(), request, reason },
    });
  }

  sources(): ChainSourceRecord[] {
    return [...this.#sources].map(([name, record]) => ({ name, ...record }));
  }
}
