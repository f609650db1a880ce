import type { NamespaceLoaders } from '../index';

/** Chinese (Simplified), loaded a namespace at a time like every language. */
export const chinese = {
  common: () => import('./common.json'),
  app: () => import('./app.json'),
  home: () => import('./home.json'),
  collection: () => import('./collection.json'),
  trade: () => import('./trade.json'),
  account: () => import('./account.json'),
  notices: () => import('./notices.json'),
  houseScreens: () => import('./houseScreens.json'),
  boxScreens: () => import('./boxScreens.json'),
} satisfies NamespaceLoaders;
