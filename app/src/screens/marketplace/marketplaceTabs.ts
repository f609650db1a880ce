/** Spec §2 "Activity tabs": the marketplace's tabs, in order, by the key its URL carries (/marketplace/{key}). */
export const marketplaceTabs = ['nft', 'brc20', 'nfts_activity', 'brc20_activity'] as const;
export type MarketplaceTab = (typeof marketplaceTabs)[number];

export function isMarketplaceTab(key: string | undefined): key is MarketplaceTab {
  return marketplaceTabs.some((tab) => tab === key);
}

export const marketplaceHref = (tab: MarketplaceTab): string => `/marketplace/${tab}`;

/** Keeps the opened token in the address (?tick=…), so its order book can be linked and the back button closes it. */
export const tickParam = 'tick';

/** One token's order book on the BRC20 tab. */
export const tickHref = (tick: string): string =>
  `${marketplaceHref('brc20')}?${new URLSearchParams({ [tickParam]: tick })}`;
