/** The /wallet screen's tabs, in the order they show (the blind box came last, so the others kept their places). */
export const walletTabs = ['inscriptions', 'brc20', 'listings', 'sold', 'history', 'blindBox'] as const;
export type WalletTab = (typeof walletTabs)[number];

/** The tab an address names (`/wallet?tab=brc20`): the first tab for none, or for a name no tab has. */
export function walletTabOf(name: string | null): WalletTab {
  return walletTabs.find((tab) => tab === name) ?? 'inscriptions';
}
