/** Spec §2 "Activity tabs": the marketplace's tabs, in order, by the key its URL carries (/marketplace/{key}). */
export const marketplaceTabs = ['nft', 'brc20', 'nfts_activity', 'brc20_activity'] as const;
export type MarketplaceTab = (typeof marketplaceTabs)[number];

export function isMarketplaceTab(key: string | undefined): key is MarketplaceTab {
  return marketplaceTabs.some((tab) => tab === key);
}

export const marketplaceHref = (tab: MarketplaceTab): string => `/marketplace/${tab}`;
