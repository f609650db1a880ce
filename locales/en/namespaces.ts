/**
 * English, the reference every other language matches key for key: one loader per namespace, so a page
 * downloads the strings it shows rather than the whole language.
 */
export const english = {
  common: () => import('./common.json'),
  app: () => import('./app.json'),
  home: () => import('./home.json'),
  collection: () => import('./collection.json'),
  trade: () => import('./trade.json'),
  account: () => import('./account.json'),
  notices: () => import('./notices.json'),
  houseScreens: () => import('./houseScreens.json'),
  boxScreens: () => import('./boxScreens.json'),
};
