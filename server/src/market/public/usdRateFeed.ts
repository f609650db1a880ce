/**
 * Reads USD per BTC from a public BTC/USDT price service (spec §7: "rate = BTC/USDT"), at most once per
 * `refreshMs` however many requests ask, and keeps the last good value: when the service is slow, down or
 * answers garbage, traders still see the last price with the time it was read.
 */
export interface UsdRate {
  readonly usdPerBtc: number;
  /** When the value was read from the service, unix milliseconds. */
  readonly readAt: number;
}

export interface UsdRateFeedOptions {
  readonly url: string;
  readonly timeoutMs?: number;
  readonly refreshMs?: number;
  /** A value kept from before (the rates table), answered until the service first answers. */
  readonly initial?: UsdRate | undefined;
  /** Called with each fresh good value, to keep it for restarts and other instances. */
  readonly onFresh?: (rate: UsdRate) => Promise<void>;
  readonly now?: () => number;
}

export interface UsdRateFeed {
  /** The freshest good value, or undefined if the service never answered one. */
  read(): Promise<UsdRate | undefined>;
}

/** Price services nest the number differently: Binance `{price}`, others `{data: {rate}}` or a bare number. */
const priceKeys = ['price', 'rate', 'last', 'usd', 'USDT', 'usdt', 'amount'] as const;
const nestKeys = ['data', 'result', 'bitcoin', 'ticker'] as const;

export function priceIn(answer: unknown, depth = 0): number | undefined {
  if (typeof answer === 'number' || typeof answer === 'string') {
    const value = typeof answer === 'number' ? answer : Number(answer.trim());
    return Number.isFinite(value) && value > 0 && String(answer).trim() !== '' ? value : undefined;
  }
  if (depth > 3 || typeof answer !== 'object' || answer === null) return undefined;
  const record = answer as Record<string, unknown>;
  for (const key of priceKeys) {
    const value = key in record ? priceIn(record[key], depth + 1) : undefined;
    if (value !== undefined) return value;
  }
  for (const key of nestKeys) {
    const value = key in record ? priceIn(record[key], depth + 1) : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

export function usdRateFeed(options: UsdRateFeedOptions): UsdRateFeed {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const refreshMs = options.refreshMs ?? 60_000;
  let last = options.initial;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    lastAttemptAt = now();
    try {
      const response = await fetch(options.url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return;
      const usdPerBtc = priceIn(await response.json());
      if (usdPerBtc === undefined) return;
      last = { usdPerBtc, readAt: now() };
      await options.onFresh?.(last).catch(() => undefined);
    } catch {
      // Down, timed out or not JSON: keep the last good value; the next refresh is at most a minute away.
    }
  }

  return {
    read: async () => {
      if (now() - lastAttemptAt >= refreshMs) {
        inFlight ??= refresh().finally(() => {
          inFlight = undefined;
        });
        await inFlight;
      }
      return last;
    },
  };
}
