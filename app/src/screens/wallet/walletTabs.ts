/** The /wallet screen's tabs, in the order they show. */
export const walletTabs = ['inscriptions', 'brc20', 'listings', 'sold', 'history'] as const;
export type WalletTab = (typeof walletTabs)[number];
