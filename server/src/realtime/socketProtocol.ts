import { z } from 'zod';
import type { MarketEvent } from './marketEvents';

export const topics = ['blocks', 'listings', 'sales', 'orders'] as const;
export type Topic = (typeof topics)[number];

const topicOfEvent: Record<MarketEvent['type'], Topic> = {
  block: 'blocks',
  listing: 'listings',
  sale: 'sales',
  order_status: 'orders',
};

export function topicOf(event: MarketEvent): Topic {
  return topicOfEvent[event.type];
}

/** Narrows a topic to one collection, BRC-20 tick or order. */
export interface TopicFilter {
  readonly collection_id?: string;
  readonly tick?: string;
  readonly order_id?: string;
}

const filterValue = z.string().min(1).max(200);

export const clientMessageSchema = z
  .object({
    op: z.enum(['subscribe', 'unsubscribe']),
    topics: z.array(z.enum(topics)).min(1).max(topics.length),
    collection_id: filterValue.optional(),
    tick: filterValue.optional(),
    order_id: filterValue.optional(),
  })
  .strict();
export type ClientMessage = z.output<typeof clientMessageSchema>;

/** The filter fields an event carries; an absent one (a block has none) is not filtered on. */
function filterFields(event: MarketEvent): Record<keyof TopicFilter, string | null | undefined> {
  switch (event.type) {
    case 'block':
      return { collection_id: undefined, tick: undefined, order_id: undefined };
    case 'order_status':
      return { collection_id: undefined, tick: undefined, order_id: event.order_id };
    case 'listing':
    case 'sale':
      return { collection_id: event.collection_id, tick: event.tick, order_id: event.order_id };
  }
}

/** Whether the event passes every filter field that applies to it (ticks compare case-insensitively, as in BRC-20). */
export function matchesFilter(event: MarketEvent, filter: TopicFilter): boolean {
  const fields = filterFields(event);
  for (const key of ['collection_id', 'tick', 'order_id'] as const) {
    const wanted = filter[key];
    const actual = fields[key];
    if (wanted === undefined || actual === undefined) continue;
    if (actual === null) return false;
    if (key === 'tick' ? actual.toLowerCase() !== wanted.toLowerCase() : actual !== wanted) return false;
  }
  return true;
}

export type ErrorCode = 'bad_json' | 'bad_message' | 'binary_not_supported';
