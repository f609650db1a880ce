import type { LanguageResources } from '../en/resources';
import common from './common.json';
import settings from './settings.json';
import basics from './basics.json';
import overlays from './overlays.json';
import market from './market.json';
import mint from './mint.json';
import inscribe from './inscribe.json';
import app from './app.json';
import home from './home.json';
import collection from './collection.json';
import trade from './trade.json';
import account from './account.json';
import notices from './notices.json';
import houses from './houses.json';
import boxWallet from './boxWallet.json';
import houseScreens from './houseScreens.json';
import boxScreens from './boxScreens.json';

/** Chinese (Simplified). One module per language, so a visitor downloads only the one they read. */
export const resources = {
  common,
  settings,
  basics,
  overlays,
  market,
  mint,
  inscribe,
  app,
  home,
  collection,
  trade,
  account,
  notices,
  houses,
  boxWallet,
  houseScreens,
  boxScreens,
} satisfies LanguageResources;
