/** The /wallet screen's tabs, in the order they show (the blind box came last, so the others kept their places). */
export const walletTabs = ['inscriptions', 'brc20', 'listings', 'sold', 'history', 'blindBox'] as const;
export type WalletTab = (typeof walletTabs)[number];
