import type { MarketEvent } from './marketEvents';

/** This instance's view of the market events every instance publishes (LISTEN on the shared database). */
export interface MarketFeed {
  /** Calls `listener` for each event from now on; answers how to stop. */
  subscribe(listener: (event: MarketEvent) => void): () => void;
  close(): Promise<void>;
}
