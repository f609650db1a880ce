import type { InscriptionDraft, NetworkName, OrderPayout } from '@ordmarket/protocol';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mintItems, type collections, type mints } from '../../db/schema';
import { quoteOrder } from '../../inscribing/quoteOrder';
import { ApiError } from '../../http/ApiError';
import { combinationDraft } from './launchpadContent';
import { jsonSats } from '../../http/jsonValues';

type Mint = typeof mints.$inferSelect;
type Collection = typeof collections.$inferSelect;

/** Spec §3 "Pre-mint info" amounts for an order, in sats; `tx_size` is every transaction's vB. */
export interface MintCharges {
  inscription_postage: number;
  mint_price: number;
  network_fee: number;
  service_fee: number;
  /** What the order's address must receive, the sum of the four above: the one figure the app shows and pays. */
  total_amount: number;
  tx_size: number;
}

export interface MintOrderTerms {
  /** The contents the order is priced by: the chosen combination, or the largest item still to mint. */
  readonly sizing: readonly InscriptionDraft[];
  readonly creator: OrderPayout | undefined;
  readonly serviceFee: OrderPayout | undefined;
}

/**
 * What a mint order of `mintNum` inscriptions is made of: sized by the chosen combination, or by the largest item
 * still to mint (a smaller one gets the difference back); the creator's price and the platform's fee.
 */
export async function mintOrderTerms(
  db: Database,
  found: { readonly mint: Mint; readonly collection: Collection },
  order: { readonly mintNum: number; readonly combination?: readonly string[]; readonly platformAddress: string },
): Promise<MintOrderTerms> {
  const { mint, collection } = found;
  let content: InscriptionDraft;
  if (order.combination !== undefined) {
    content = combinationDraft(order.combination);
  } else {
    const [largest] = await db
      .select({ contentType: mintItems.contentType, body: mintItems.body })
      .from(mintItems)
      .where(and(eq(mintItems.mintId, mint.id), isNull(mintItems.orderId)))
      .orderBy(desc(sql`octet_length(${mintItems.body})`))
      .limit(1);
    if (!largest) throw new ApiError('mintRefused', 'This mint is sold out.');
    content = largest;
  }
  const count = BigInt(order.mintNum);
  const price = mint.mintPriceSats * count;
  if (price > 0n && collection.creatorAddress === null) {
    throw new ApiError('mintRefused', 'This mint has no creator address to pay, so it cannot take orders yet.');
  }
  const fee = mint.serviceFeeSats * count;
  return {
    sizing: Array.from({ length: order.mintNum }, () => content),
    creator:
      price > 0n && collection.creatorAddress !== null
        ? { address: collection.creatorAddress, value: price }
        : undefined,
    serviceFee: fee > 0n ? { address: order.platformAddress, value: fee } : undefined,
  };
}

/** Spec §3 "Pre-mint info" for an order of these terms, priced from the transactions the service will sign. */
export function mintCharges(terms: MintOrderTerms, mint: Mint, feeRate: number, network: NetworkName): MintCharges {
  const quote = quoteOrder({
    inscriptions: terms.sizing,
    postage: mint.inscriptionPostageSats,
    payouts: [terms.creator, terms.serviceFee].filter((payout) => payout !== undefined),
    feeRate: BigInt(feeRate),
    network,
  });
  return {
    inscription_postage: jsonSats(quote.postage),
    mint_price: jsonSats(terms.creator?.value ?? 0n),
    network_fee: jsonSats(quote.networkFee),
    service_fee: jsonSats(terms.serviceFee?.value ?? 0n),
    total_amount: jsonSats(quote.total),
    tx_size: Number(quote.commitSize + quote.revealSizes.reduce((sum, size) => sum + size, 0n)),
  };
}
