import { z } from 'zod';
import type { MarketEvent } from './marketEvents';

const market = z.enum(['nft', 'brc20']);
const sats = z.number().int().nonnegative();

/**
 * What a NOTIFY payload must look like before it is forwarded to browsers: any instance (or an operator's
 * psql) can write to the channel, so nothing unchecked reaches a client. Unknown fields are dropped.
 */
export const marketEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('block'), height: z.number().int().nonnegative(), hash: z.string(), time: z.number() }),
  z.object({
    type: z.literal('listing'),
    action: z.enum(['listed', 'repriced', 'pending', 'delisted', 'invalidated', 'replaced']),
    market,
    order_id: z.string(),
    inscription_id: z.string(),
    collection_id: z.string().nullable(),
    tick: z.string().nullable(),
    price: sats,
    seller: z.string(),
  }),
  z.object({
    type: z.literal('sale'),
    market,
    order_id: z.string().nullable(),
    inscription_id: z.string(),
    collection_id: z.string().nullable(),
    tick: z.string().nullable(),
    price: sats,
    seller: z.string(),
    buyer: z.string(),
    txid: z.string(),
  }),
  z.object({
    type: z.literal('order_status'),
    market,
    order_id: z.string(),
    status: z.string(),
    txid: z.string().nullable(),
  }),
]);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Fails the typecheck when MarketEvent changes and this schema does not follow. */
export type MarketEventSchemaInSync = Assert<Same<z.output<typeof marketEventSchema>, MarketEvent>>;

/** The event in a NOTIFY payload, or undefined when the payload is not valid JSON of a known event. */
export function parseMarketEvent(payload: string): MarketEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = marketEventSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
