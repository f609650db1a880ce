import { quoteInscriptionOrder, type InscriptionDraft, type OrderPayout } from '@ordmarket/protocol';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mintItems, type collections, type mints } from '../../db/schema';
import type { ServiceWallet } from '../../inscribing/serviceWallet';
import { ApiError } from '../../http/ApiError';
import { combinationDraft } from './launchpadContent';
import { toSats } from './marketFields';

type Mint = typeof mints.$inferSelect;
type Collection = typeof collections.$inferSelect;

/** Spec §3 "Pre-mint info" amounts for an order, in sats; `tx_size` is every transaction's vB. */
export interface MintCharges {
  inscription_postage: number;
  mint_price: number;
  network_fee: number;
  service_fee: number;
  tx_size: number;
}

export interface MintOrderTerms {
  readonly sizing: readonly InscriptionDraft[];
  readonly creator: OrderPayout | undefined;
  readonly serviceFee: OrderPayout | undefined;
  readonly charges: MintCharges;
}

// Sizes do not depend on which key or which taproot receiver: a fixed key prices an order before it has one.
const sizingIndex = 0;

/**
 * What minting `mintNum` inscriptions costs, from the real transactions the inscription service will sign: sized by
 * the chosen combination, or by the largest item still to mint (a smaller one gets the difference back).
 */
export async function mintOrderTerms(
  db: Database,
  wallet: ServiceWallet,
  found: { readonly mint: Mint; readonly collection: Collection },
  order: {
    readonly mintNum: number;
    readonly feeRate: number;
    readonly receiverAddress: string;
    readonly combination?: readonly string[];
    readonly platformAddress: string;
  },
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
  const creator =
    price > 0n && collection.creatorAddress !== null ? { address: collection.creatorAddress, value: price } : undefined;
  const fee = mint.serviceFeeSats * count;
  const serviceFee = fee > 0n ? { address: order.platformAddress, value: fee } : undefined;
  const sizing = Array.from({ length: order.mintNum }, () => content);
  const quote = quoteInscriptionOrder(
    {
      inscriptions: sizing,
      receiverAddress: order.receiverAddress,
      postage: mint.inscriptionPostageSats,
      payouts: [creator, serviceFee].filter((payout) => payout !== undefined),
      feeRate: BigInt(order.feeRate),
      network: wallet.network,
    },
    wallet.keyAt(sizingIndex),
  );
  return {
    sizing,
    creator,
    serviceFee,
    charges: {
      inscription_postage: toSats(quote.postage),
      mint_price: toSats(price),
      network_fee: toSats(quote.networkFee),
      service_fee: toSats(fee),
      tx_size: Number(quote.commitSize + quote.revealSizes.reduce((sum, size) => sum + size, 0n)),
    },
  };
}
