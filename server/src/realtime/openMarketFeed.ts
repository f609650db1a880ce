import type { Logger } from 'pino';
import type { DatabaseHandle, RetryTimer } from '../db/database';
import type { MarketFeed } from './MarketFeed';
import { parseMarketEvent } from './marketEventSchema';
import { marketEventChannel, type MarketEvent } from './marketEvents';

export type FeedLog = Pick<Logger, 'info' | 'warn' | 'error'>;

/**
 * LISTENs on the market event channel and hands every well-formed event to the subscribers. Events are
 * published by whichever instance made the change, so each instance's clients see the whole market.
 */
export async function openMarketFeed(
  database: DatabaseHandle,
  log: FeedLog,
  retryTimer?: RetryTimer,
): Promise<MarketFeed> {
  const listeners = new Set<(event: MarketEvent) => void>();

  const onPayload = (payload: string) => {
    const event = parseMarketEvent(payload);
    if (!event) {
      log.warn({ payload: payload.slice(0, 500) }, 'dropped a malformed market event');
      return;
    }
    // A copy: a listener may unsubscribe (its socket closed) while the event is being handed out.
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One broken subscriber must not keep the event from the others.
        log.error({ err: error }, 'a market event subscriber failed');
      }
    }
  };

  const listening = await database.listen(marketEventChannel, onPayload, {
    onLost: (error, retryInMs) =>
      log.warn({ err: error, retryInMs }, 'market event listener lost its connection; events are missed until back'),
    onRestored: () => {
      log.info('market event listener reconnected');
    },
    retryTimer,
  });

  let closing: Promise<void> | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close: () =>
      (closing ??= (async () => {
        listeners.clear();
        await listening.stop();
      })()),
  };
}
