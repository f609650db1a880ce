import { formatBtc, formatTokenAmount, formatUsd, type SharePost } from '@ordmarket/ui';
import type { TFunction } from 'i18next';

/** What every share names and links to. `url` is an app path ('/assets/abc') or a full address. */
interface ShareBase {
  /** The collection, inscription or tick as the trader knows it. */
  name: string;
  url: string;
}

/** An NFT collection's floor price. */
export interface CollectionFloorShare extends ShareBase {
  kind: 'collectionFloor';
  priceSats: number;
}

/** An inscription the trader minted, and what it cost. */
export interface MintShare extends ShareBase {
  kind: 'mint';
  priceSats: number;
}

/** An inscription listed for sale. */
export interface ListingShare extends ShareBase {
  kind: 'listing';
  priceSats: number;
}

/** An inscription the trader bought. */
export interface PurchaseShare extends ShareBase {
  kind: 'purchase';
  priceSats: number;
}

/**
 * A BRC-20 mint: `amount` tokens per mint (the spec's share option "number"), a decimal as minted ('1000', '0.5'),
 * repeated `times`, for `priceSats` in all.
 */
export interface Brc20MintShare extends ShareBase {
  kind: 'brc20Mint';
  amount: string;
  times: number;
  priceSats: number;
}

/** A BRC-20 token's price per token in sats; it can be a fraction of a sat. */
export interface Brc20PriceShare extends ShareBase {
  kind: 'brc20Price';
  priceSats: number;
}

/** A BRC-20 token's floor price. */
export interface Brc20FloorShare extends ShareBase {
  kind: 'brc20Floor';
  priceSats: number;
}

/** The seven share formats of spec §9. */
export type ShareSubject =
  CollectionFloorShare | MintShare | ListingShare | PurchaseShare | Brc20MintShare | Brc20PriceShare | Brc20FloorShare;

export type ShareKind = ShareSubject['kind'];

export interface ShareContext {
  /** The 'notices' translations in the language the post is written in. */
  t: TFunction<'notices'>;
  /** US dollars per BTC; 0 while unknown, and then the post leaves the dollar value out. */
  usdRate: number;
  /** Where app paths are resolved, e.g. the page's origin. */
  baseUrl: string;
}

const brc20Kinds: ReadonlySet<ShareKind> = new Set(['brc20Mint', 'brc20Price', 'brc20Floor']);

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
// A token's price in sats often has decimals (0.35 sats); four are kept, cut rather than rounded up.
const satsPerToken = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4, roundingMode: 'trunc' });
const unitDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 2 });

function btcPrice(priceSats: number, { t, usdRate }: ShareContext): string {
  const btc = formatBtc(priceSats);
  return usdRate > 0
    ? t('share.priceWithDollar', { btc, dollar: formatUsd(priceSats, usdRate) })
    : t('share.price', { btc });
}

function perTokenPrice(priceSats: number, { t, usdRate }: ShareContext): string {
  const sats = satsPerToken.format(priceSats);
  if (usdRate <= 0) return t('share.satsPrice', { sats });
  const dollars = (priceSats * usdRate) / 1e8;
  // Whole cents read like any price; a token under a cent keeps two significant digits so it does not read as $0.00.
  const dollar = dollars >= 0.01 ? formatUsd(priceSats, usdRate) : unitDollars.format(dollars);
  return t('share.satsPriceWithDollar', { sats, dollar });
}

function sentence(subject: ShareSubject, context: ShareContext): string {
  const { t } = context;
  const { name } = subject;
  switch (subject.kind) {
    case 'brc20Mint':
      return t('share.brc20Mint', {
        name,
        amount: formatTokenAmount(subject.amount),
        times: wholeNumber.format(subject.times),
        price: btcPrice(subject.priceSats, context),
      });
    case 'brc20Price':
      return t('share.brc20Price', { name, price: perTokenPrice(subject.priceSats, context) });
    default:
      return t(`share.${subject.kind}`, { name, price: btcPrice(subject.priceSats, context) });
  }
}

/** The post for one share: its words (name, price in BTC with its dollar value, hashtags) and its link. */
export function sharePost(subject: ShareSubject, context: ShareContext): SharePost {
  const hashtags = context.t(brc20Kinds.has(subject.kind) ? 'share.hashtags.brc20' : 'share.hashtags.ordinals');
  return {
    text: `${sentence(subject, context)} ${hashtags}`,
    url: new URL(subject.url, context.baseUrl).href,
  };
}
