import type { Brc20Transfer, Inscription } from './useAsset';

/** The inscription's place in the market: which order book trades it, and its live listing if any. */
export interface AssetListing {
  /** NFTs trade on the ordinals market; BRC-20 transfer inscriptions on the BRC-20 market. */
  readonly market: 'nft' | 'brc20';
  /** on_list: for sale; selling: a purchase is pending; normal: not listed. */
  readonly status: 'on_list' | 'selling' | 'normal';
  readonly priceSats: number | null;
  readonly orderId: string | null;
  /** The live listing is protected (snipe-proof). */
  readonly isProtected: boolean;
  /** The inscription waits in its seller's lock: any listing of it is protected. */
  readonly isLocked: boolean;
  /** A protected listing signed with a lock still confirming: its price, on sale once the lock confirms. */
  readonly waitingPriceSats: number | null;
}

export function assetListing(inscription: Inscription, transfer: Brc20Transfer | null): AssetListing {
  if (transfer === null) {
    return {
      market: 'nft',
      status: inscription.status,
      priceSats: inscription.sale_price,
      orderId: inscription.order_id,
      isProtected: inscription.protected,
      isLocked: inscription.locked,
      waitingPriceSats: inscription.waiting_price,
    };
  }
  const { order } = transfer;
  // BRC-20 transfer inscriptions are not protected yet: their market refuses a protected sale.
  const unprotected = { isProtected: false, isLocked: false, waitingPriceSats: null };
  if (order !== null && (order.status === 'on_list' || order.status === 'selling')) {
    return { market: 'brc20', status: order.status, priceSats: order.price, orderId: order.order_id, ...unprotected };
  }
  return { market: 'brc20', status: 'normal', priceSats: null, orderId: null, ...unprotected };
}

/** Owners cannot buy their own inscriptions (spec §6), so the owner and a visitor are offered different actions. */
export interface AssetActions {
  readonly canBuy: boolean;
  readonly canList: boolean;
  readonly canDelist: boolean;
}

export function assetActions(listing: AssetListing, isOwner: boolean): AssetActions {
  const listed = listing.status === 'on_list' && listing.orderId !== null;
  return {
    canBuy: !isOwner && listed,
    // A new price replaces the live listing, so an owner may list again while listed, never while a sale is pending.
    canList: isOwner && listing.status !== 'selling',
    canDelist: isOwner && listed,
  };
}

/** The server says whether the signed-in trader owns it; the connected wallet's address says so before sign-in. */
export function ownsAsset(ownerAddress: string, serverSaysOwner: boolean, walletAddress: string): boolean {
  return serverSaysOwner || (walletAddress !== '' && walletAddress.toLowerCase() === ownerAddress.toLowerCase());
}
