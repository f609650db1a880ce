import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { boxBalanceStrings } from './areas/boxBalance';
import { marketStrings } from './areas/market';
import { loadKitStrings } from './catalogues';
import { KitStringsProvider, type KitStringsProviderProps } from './KitStringsProvider';
import { richText } from './richText';
import { useKitStrings, type KitAreaStrings } from './useKitStrings';

type Say = (strings: KitAreaStrings<'market'>) => string;

function Shown({ say }: { say: Say }) {
  return say(useKitStrings(marketStrings));
}

/** What a component of the market area shows for `say`, under a provider given `props`, or under none. */
function shown(say: Say, props?: Omit<KitStringsProviderProps, 'children'>): string {
  const text = <Shown say={say} />;
  return renderToStaticMarkup(props ? <KitStringsProvider {...props}>{text}</KitStringsProvider> : text);
}

describe("the kit's strings", () => {
  it('reads English in en-US with no provider above', () => {
    expect(shown(({ t }) => t('fee.fastest'))).toBe('Fastest');
    expect(shown(({ locale }) => locale)).toBe('en-US');
  });

  it('fills {{placeholders}} from the values given, and leaves one without a value as written', () => {
    expect(shown(({ t }) => t('fee.rate', { rate: 12 }))).toBe('12 sats/vB');
    expect(shown(({ t }) => t('amount.exact', { btc: '0.1', sats: '10,000,000 sats' }))).toBe(
      '0.1 BTC (10,000,000 sats)',
    );
    expect(shown(({ t }) => t('fee.rate'))).toBe('{{rate}} sats/vB');
  });

  it('picks the plural form of a count by the locale', () => {
    function Rule({ count }: { count: number }) {
      return useKitStrings(boxBalanceStrings).t('recharge.rule', { count });
    }
    expect(renderToStaticMarkup(<Rule count={1} />)).toMatch(/after 1 confirmation\.$/);
    expect(renderToStaticMarkup(<Rule count={3} />)).toMatch(/after 3 confirmations\.$/);
  });

  it('reads Chinese for a zh locale and English for any other language', async () => {
    await loadKitStrings('zh-CN');
    expect(shown(({ t }) => t('fee.fastest'), { locale: 'zh-CN' })).toBe('最快');
    expect(shown(({ t }) => t('fee.fastest'), { locale: 'zh-TW' })).toBe('最快');
    expect(shown(({ t }) => t('fee.fastest'), { locale: 'fr-FR' })).toBe('Fastest');
    expect(shown(({ locale }) => locale, { locale: 'fr-FR' })).toBe('fr-FR');
  });

  it('formats in en-US for a tag Intl cannot read', () => {
    expect(shown(({ locale }) => locale, { locale: 'not a tag' })).toBe('en-US');
  });

  it("shows the host's override of a string and the kit's own for the rest", async () => {
    await loadKitStrings('zh-CN');
    const strings = { market: { fee: { fastest: 'Right now' } } };
    expect(shown(({ t }) => t('fee.fastest'), { locale: 'en-US', strings })).toBe('Right now');
    expect(shown(({ t }) => t('fee.general'), { locale: 'en-US', strings })).toBe('General');
    const chinese = { market: { fee: { fastest: '马上' } } };
    expect(shown(({ t }) => t('fee.fastest'), { locale: 'zh-CN', strings: chinese })).toBe('马上');
  });
});

describe('rich text', () => {
  it('draws each <tag> of a string with its renderer and keeps the words around it', () => {
    const text = 'Check it in your <account>personal account</account>, or <other>here</other>.';
    const html = renderToStaticMarkup(<p>{richText(text, { account: (words) => <a href="/me">{words}</a> })}</p>);
    expect(html).toBe('<p>Check it in your <a href="/me">personal account</a>, or here.</p>');
  });
});
