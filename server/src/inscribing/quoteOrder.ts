import {
  quoteInscriptionOrder,
  taprootKeyPair,
  type InscriptionDraft,
  type InscriptionOrderQuote,
  type NetworkName,
  type OrderPayout,
} from '@ordmarket/protocol';

export interface OrderToQuote {
  /** The contents, or the largest the order may get: the quote must cover what is finally inscribed. */
  readonly inscriptions: readonly InscriptionDraft[];
  /** Without one, a taproot receiver: the largest common output, so a price shown early is never below the order's. */
  readonly receiverAddress?: string | undefined;
  readonly postage: bigint;
  readonly payouts: readonly OrderPayout[];
  readonly feeRate: bigint;
  readonly network: NetworkName;
}

// Sizes do not depend on the key: one fixed key prices an order before the service wallet hands out its own.
const sizingKeys = new Map<NetworkName, ReturnType<typeof taprootKeyPair>>();
function sizingKey(network: NetworkName) {
  let key = sizingKeys.get(network);
  if (key === undefined) {
    key = taprootKeyPair(
      Uint8Array.from({ length: 32 }, () => 1),
      network,
    );
    sizingKeys.set(network, key);
  }
  return key;
}

/** What an order costs, from the very transactions the inscription service will sign for it. */
export function quoteOrder(order: OrderToQuote): InscriptionOrderQuote {
  const key = sizingKey(order.network);
  return quoteInscriptionOrder({ ...order, receiverAddress: order.receiverAddress ?? key.address }, key);
}
