/** What the market says of one boxed inscription now. */
export interface LiveItem {
  readonly inscription_id: string;
  /** null once it is no longer listed (sold, delisted, moved). */
  readonly order_id: string | null;
  readonly price: number | null;
}

export interface CartChanges {
  /** Boxed inscriptions no longer listed: they leave the cart. */
  readonly gone: string[];
  /** Boxed inscriptions listed at another price than the box remembers. */
  readonly repriced: Array<{ readonly inscriptionId: string; readonly price: number }>;
}

/**
 * How a cart (restored from an earlier visit, say) differs from the live order book: what is gone and what now
 * costs something else. An inscription the market did not answer about is left alone.
 */
export function changesOf(
  box: ReadonlyArray<{ readonly inscription_id: string; readonly sale_price: number }>,
  live: readonly LiveItem[],
): CartChanges {
  const byId = new Map(live.map((item) => [item.inscription_id, item]));
  const changes: CartChanges = { gone: [], repriced: [] };
  for (const boxed of box) {
    const now = byId.get(boxed.inscription_id);
    if (!now) continue;
    if (now.order_id === null || now.price === null) changes.gone.push(boxed.inscription_id);
    else if (now.price !== boxed.sale_price)
      changes.repriced.push({ inscriptionId: boxed.inscription_id, price: now.price });
  }
  return changes;
}
