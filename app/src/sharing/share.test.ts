import { loadNamespace } from '@ordmarket/locales';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { sharePost, type Brc20MintShare, type ShareContext, type ShareSubject } from './share';

const i18n = i18next.createInstance();
const [en, cn] = await Promise.all([loadNamespace('en', 'notices'), loadNamespace('cn', 'notices')]);
void i18n.init({
  resources: { en: { notices: en }, cn: { notices: cn } },
  ns: ['notices'],
  lng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

function context(language: 'en' | 'cn', usdRate = 64250.5): ShareContext {
  return { t: i18n.getFixedT(language, 'notices'), usdRate, baseUrl: 'https://ordmarket.example' };
}

const ordiMint: Brc20MintShare = {
  kind: 'brc20Mint',
  name: 'ordi',
  amount: '1000',
  times: 3,
  priceSats: 12_345,
  url: '/marketplace/ordi',
};

const subjects: Record<ShareSubject['kind'], ShareSubject> = {
  collectionFloor: { kind: 'collectionFloor', name: 'Bitcoin Frogs', priceSats: 1_234_567, url: '/collections/frogs' },
  mint: { kind: 'mint', name: 'Rune Cats', priceSats: 50_000, url: '/collections/rune-cats' },
  listing: { kind: 'listing', name: 'Bitcoin Frog #42', priceSats: 2_500_000, url: '/assets/abc123i0' },
  purchase: { kind: 'purchase', name: 'Bitcoin Frog #42', priceSats: 2_500_000, url: '/assets/abc123i0' },
  brc20Mint: ordiMint,
  brc20Price: { kind: 'brc20Price', name: 'ordi', priceSats: 1234.56789, url: '/marketplace/ordi' },
  brc20Floor: { kind: 'brc20Floor', name: 'sats', priceSats: 987, url: '/marketplace/sats' },
};

describe('sharePost in English', () => {
  const en = context('en');
  it.each([
    [
      'collectionFloor',
      'The floor price of Bitcoin Frogs is 0.01234567 BTC ($793.22) on Ordmarket. #Bitcoin #Ordinals',
    ],
    ['mint', 'I just minted Rune Cats for 0.00050000 BTC ($32.13) on Ordmarket! #Bitcoin #Ordinals'],
    ['listing', 'Bitcoin Frog #42 is listed for 0.02500000 BTC ($1,606.26) on Ordmarket. #Bitcoin #Ordinals'],
    ['purchase', 'I just bought Bitcoin Frog #42 for 0.02500000 BTC ($1,606.26) on Ordmarket! #Bitcoin #Ordinals'],
    ['brc20Mint', 'I just minted 1,000 ordi × 3 for 0.00012345 BTC ($7.93) on Ordmarket! #Bitcoin #BRC20'],
    ['brc20Price', 'ordi is trading at 1,234.5678 sats ($0.79) per token on Ordmarket. #Bitcoin #BRC20'],
    ['brc20Floor', 'The floor price of sats is 0.00000987 BTC ($0.63) on Ordmarket. #Bitcoin #BRC20'],
  ] as const)('writes the %s post', (kind, text) => {
    expect(sharePost(subjects[kind], en).text).toBe(text);
  });

  it('keeps the decimals of a BRC-20 mint amount as minted, its whole part grouped', () => {
    expect(sharePost({ ...ordiMint, amount: '21000.05', times: 1200 }, en).text).toBe(
      'I just minted 21,000.05 ordi × 1,200 for 0.00012345 BTC ($7.93) on Ordmarket! #Bitcoin #BRC20',
    );
  });

  it('links the full address of the app path', () => {
    expect(sharePost(subjects.listing, en).url).toBe('https://ordmarket.example/assets/abc123i0');
  });

  it('keeps a full address as given', () => {
    const post = sharePost({ ...subjects.mint, url: 'https://elsewhere.example/x?y=1' }, en);
    expect(post.url).toBe('https://elsewhere.example/x?y=1');
  });

  it('shows BTC with 8 decimals rounded down', () => {
    expect(sharePost({ ...subjects.listing, priceSats: 1999.9 }, context('en', 0)).text).toBe(
      'Bitcoin Frog #42 is listed for 0.00001999 BTC on Ordmarket. #Bitcoin #Ordinals',
    );
  });

  it('leaves the dollar value out while the rate is unknown', () => {
    expect(sharePost(subjects.brc20Price, context('en', 0)).text).toBe(
      'ordi is trading at 1,234.5678 sats per token on Ordmarket. #Bitcoin #BRC20',
    );
  });

  it('keeps two significant digits of a token price under a cent', () => {
    expect(sharePost({ ...subjects.brc20Price, priceSats: 0.35 }, en).text).toBe(
      'ordi is trading at 0.35 sats ($0.00022) per token on Ordmarket. #Bitcoin #BRC20',
    );
  });
});

describe('sharePost in Chinese', () => {
  const cn = context('cn');
  it.each([
    ['collectionFloor', 'Bitcoin Frogs 在 Ordmarket 的地板价为 0.01234567 BTC（$793.22）。 #Bitcoin #Ordinals'],
    ['mint', '我刚刚在 Ordmarket 以 0.00050000 BTC（$32.13） 铸造了 Rune Cats！ #Bitcoin #Ordinals'],
    ['listing', 'Bitcoin Frog #42 正在 Ordmarket 以 0.02500000 BTC（$1,606.26） 出售。 #Bitcoin #Ordinals'],
    ['purchase', '我刚刚在 Ordmarket 以 0.02500000 BTC（$1,606.26） 买下了 Bitcoin Frog #42！ #Bitcoin #Ordinals'],
    ['brc20Mint', '我刚刚在 Ordmarket 铸造了 1,000 ordi × 3，花费 0.00012345 BTC（$7.93）！ #Bitcoin #BRC20'],
    ['brc20Price', 'ordi 在 Ordmarket 的单价为每枚 1,234.5678 聪（$0.79）。 #Bitcoin #BRC20'],
    ['brc20Floor', 'sats 在 Ordmarket 的地板价为 0.00000987 BTC（$0.63）。 #Bitcoin #BRC20'],
  ] as const)('writes the %s post', (kind, text) => {
    expect(sharePost(subjects[kind], cn).text).toBe(text);
  });
});
