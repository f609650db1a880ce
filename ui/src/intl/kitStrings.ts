import type { basicsStrings } from './areas/basics';
import type { boxBalanceStrings } from './areas/boxBalance';
import type { commonStrings } from './areas/common';
import type { houseCardStrings } from './areas/houseCard';
import type { housesStrings } from './areas/houses';
import type { inscribeStrings } from './areas/inscribe';
import type { marketStrings } from './areas/market';
import type { mintStrings } from './areas/mint';
import type { overlaysStrings } from './areas/overlays';
import type { settingsStrings } from './areas/settings';

/**
 * Every string the kit shows, by area and key, shaped as English has them: the reference every translation
 * matches. Only types are imported: each area's English travels with the components that show it, so a page
 * downloads the strings of the components it has.
 */
export interface KitStrings {
  basics: typeof basicsStrings.english;
  market: typeof marketStrings.english;
  overlays: typeof overlaysStrings.english;
  houses: typeof housesStrings.english;
  houseCard: typeof houseCardStrings.english;
  boxBalance: typeof boxBalanceStrings.english;
  mint: typeof mintStrings.english;
  inscribe: typeof inscribeStrings.english;
  settings: typeof settingsStrings.english;
  common: typeof commonStrings.english;
}

/** A group of the kit's strings, named after the components that show them: `market`, `overlays`, … */
export type KitAreaName = keyof KitStrings;

/** One area's name and English strings, which a component passes to `useKitStrings`. */
export interface KitStringArea<Area extends KitAreaName = KitAreaName> {
  readonly area: Area;
  readonly english: KitStrings[Area];
}
