/** The wallet's two order books: what is still for sale (a purchase pending included), and what sold. */
export type OrderBook = 'on_list' | 'sold';

/** The markets a wallet trades in, as the Listings and Sold tabs split them. */
export const walletMarkets = ['nft', 'brc20'] as const;
export type WalletMarket = (typeof walletMarkets)[number];

/** What a wallet list shows before its first answer, and when the read fails. */
export const emptyPage = { items: [], total: 0, has_next: false };
