/**
 * English, the reference every other language matches key for key: one loader per namespace, so a page
 * downloads the strings it shows rather than the whole language.
 */
export const english = {
  common: () => import('./common.json'),
  settings: () => import('./settings.json'),
  basics: () => import('./basics.json'),
  overlays: () => import('./overlays.json'),
  app: () => import('./app.json'),
  home: () => import('./home.json'),
  market: () => import('./market.json'),
  collection: () => import('./collection.json'),
  trade: () => import('./trade.json'),
  account: () => import('./account.json'),
  notices: () => import('./notices.json'),
  houses: () => import('./houses.json'),
  houseCard: () => import('./houseCard.json'),
  houseScreens: () => import('./houseScreens.json'),
  boxWallet: () => import('./boxWallet.json'),
  boxScreens: () => import('./boxScreens.json'),
  mint: () => import('./mint.json'),
  inscribe: () => import('./inscribe.json'),
};
