import { incrementalRelayRate, leastReplacementFee } from '@ordmarket/protocol';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { marketTransactions } from '../../db/schema';
import { jsonSats, unixSeconds } from '../../http/jsonValues';
import type { OfferMarket } from './offers';

export const waitingPurchaseSchema = z.object({
  purchase_id: z.uuid(),
  /** The transaction the chain has now: the purchase as sent, or its latest fee bump. */
  txid: z.string(),
  /** What it buys, in the order bought: the inscriptions (a BRC-20 order's transfer inscription). */
  inscription_ids: z.array(z.string()),
  network_fee: z.number().int(),
  virtual_size: z.number().int(),
  /** sats/vB it pays now, to one decimal: what a miner weighs it by. */
  fee_rate: z.number(),
  /** The lowest whole sats/vB a fee bump can pay and still replace it on a node (BIP125). */
  min_bump_fee_rate: z.number().int(),
  /** How many times its buyer has raised its fee. */
  bumps: z.number().int(),
  /** When the market first sent it, Unix seconds. */
  sent_at: z.number().int(),
});
export type WaitingPurchase = z.infer<typeof waitingPurchaseSchema>;

/** One decimal, rounded down: a rate never reads higher than it pays. */
const rateOf = (fee: bigint, size: bigint): number => (size === 0n ? 0 : Number((fee * 10n) / size) / 10);

/**
 * The lowest whole rate whose fee at about the same size beats the waiting one by the relay increment: the market's
 * bump spends the same coins into the same outputs, so its size moves only by a change output it may drop.
 */
function minBumpRate(fee: bigint, size: bigint): number {
  if (size === 0n) return Number(incrementalRelayRate);
  const needed = leastReplacementFee(fee, size);
  return Number((needed + size - 1n) / size);
}

/**
 * The buyer's purchases in this market that the chain has and no block holds yet, newest first: what the asset page,
 * the cart and /wallet offer to speed up.
 */
export async function listWaitingPurchases(
  db: Database,
  market: OfferMarket,
  buyer: string,
): Promise<WaitingPurchase[]> {
  const rows = await db
    .select()
    .from(marketTransactions)
    .where(
      and(
        eq(marketTransactions.address, buyer),
        eq(marketTransactions.kind, 'purchase'),
        eq(marketTransactions.market, market.market),
        inArray(marketTransactions.status, ['signed', 'broadcast']),
        isNotNull(marketTransactions.txid),
      ),
    )
    .orderBy(desc(marketTransactions.createdAt));
  if (rows.length === 0) return [];
  const offers = await db.transaction((tx) =>
    market.lock(tx, [...new Set(rows.flatMap((row) => row.orderIds))], 'read'),
  );
  const offerOf = new Map(offers.map((offer) => [offer.id, offer]));
  // The indexer settles a purchase's listings with the block that holds it, before the sweep notes the purchase
  // confirmed: one whose listings are no longer held by it waits for nothing (and could not be bumped).
  const isHeldBy = (row: (typeof rows)[number]) =>
    row.orderIds.every((id) => {
      const offer = offerOf.get(id);
      return offer?.status === 'selling' && offer.purchaseId === row.id;
    });
  return rows.filter(isHeldBy).map((row) => {
    const fee = BigInt(row.terms.costs?.networkFee ?? 0);
    const size = BigInt(row.terms.costs?.virtualSize ?? 0);
    return {
      purchase_id: row.id,
      txid: row.txid ?? '',
      inscription_ids: row.orderIds.map((id) => offerOf.get(id)?.inscriptionId ?? ''),
      network_fee: jsonSats(fee),
      virtual_size: jsonSats(size),
      fee_rate: rateOf(fee, size),
      min_bump_fee_rate: minBumpRate(fee, size),
      bumps: row.terms.bumpedTxids?.length ?? 0,
      sent_at: unixSeconds(row.createdAt),
    };
  });
}
