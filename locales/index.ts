import cnApp from './cn/app.json';
import cnHome from './cn/home.json';
import cnCollection from './cn/collection.json';
import cnTrade from './cn/trade.json';
import cnAccount from './cn/account.json';
import cnNotices from './cn/notices.json';
import enApp from './en/app.json';
import enHome from './en/home.json';
import enCollection from './en/collection.json';
import enTrade from './en/trade.json';
import enAccount from './en/account.json';
import enNotices from './en/notices.json';
import cnBasics from './cn/basics.json';
import cnCommon from './cn/common.json';
import cnMarket from './cn/market.json';
import cnMint from './cn/mint.json';
import cnInscribe from './cn/inscribe.json';
import cnOverlays from './cn/overlays.json';
import cnSettings from './cn/settings.json';
import enBasics from './en/basics.json';
import enCommon from './en/common.json';
import enMarket from './en/market.json';
import enMint from './en/mint.json';
import enInscribe from './en/inscribe.json';
import enOverlays from './en/overlays.json';
import enSettings from './en/settings.json';
import cnHouses from './cn/houses.json';
import cnBoxWallet from './cn/boxWallet.json';
import enHouses from './en/houses.json';
import enHouseScreens from './en/houseScreens.json';
import enBoxScreens from './en/boxScreens.json';
import cnHouseScreens from './cn/houseScreens.json';
import cnBoxScreens from './cn/boxScreens.json';
import enBoxWallet from './en/boxWallet.json';

export const languages = ['en', 'cn'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Where the chosen language is kept in localStorage (the spec's key). */
export const languageStorageKey = 'i18nextLng';

/** English is the reference: every other language must have exactly its keys. */
export const resources = {
  en: {
    common: enCommon,
    settings: enSettings,
    basics: enBasics,
    overlays: enOverlays,
    market: enMarket,
    mint: enMint,
    inscribe: enInscribe,
    app: enApp,
    home: enHome,
    collection: enCollection,
    trade: enTrade,
    account: enAccount,
    notices: enNotices,
    houses: enHouses,
    boxWallet: enBoxWallet,
    houseScreens: enHouseScreens,
    boxScreens: enBoxScreens,
  },
  cn: {
    common: cnCommon,
    settings: cnSettings,
    basics: cnBasics,
    overlays: cnOverlays,
    market: cnMarket,
    mint: cnMint,
    inscribe: cnInscribe,
    app: cnApp,
    home: cnHome,
    collection: cnCollection,
    trade: cnTrade,
    account: cnAccount,
    notices: cnNotices,
    houses: cnHouses,
    boxWallet: cnBoxWallet,
    houseScreens: cnHouseScreens,
    boxScreens: cnBoxScreens,
  },
} as const satisfies Record<Language, Record<string, object>>;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];
