import basics from './zh/basics.json';
import boxBalance from './zh/boxBalance.json';
import common from './zh/common.json';
import houseCard from './zh/houseCard.json';
import houses from './zh/houses.json';
import inscribe from './zh/inscribe.json';
import market from './zh/market.json';
import mint from './zh/mint.json';
import overlays from './zh/overlays.json';
import settings from './zh/settings.json';
import type { KitStrings } from './kitStrings';

/**
 * The kit's strings in Chinese (Simplified), every area in one file: fetched once, the first time a provider
 * asks for Chinese. The type holds it to English's keys.
 */
export const chineseStrings: KitStrings = {
  basics,
  market,
  overlays,
  houses,
  houseCard,
  boxBalance,
  mint,
  inscribe,
  settings,
  common,
};
