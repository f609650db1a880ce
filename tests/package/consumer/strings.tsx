// Another product with its own tiny i18n (its own language state and words, nothing of the marketplace's)
// that tells the kit which language to speak through KitStringsProvider, and renames one of the kit's strings.
import {
  Button,
  Drawer,
  FeePicker,
  KitStringsProvider,
  loadKitStrings,
  ThemeStyles,
  type FeeTierName,
  type FeeTierQuote,
  type KitStringsOverride,
} from '@ordmarket/ui';
import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Language = 'en' | 'zh';

interface Words {
  locale: string;
  other: Language;
  switchLabel: string;
  drawerTitle: string;
  /** The product's own name for a kit string, shown instead of the kit's. */
  kitStrings: KitStringsOverride;
}

const words: Record<Language, Words> = {
  en: {
    locale: 'en-GB',
    other: 'zh',
    switchLabel: '中文',
    drawerTitle: 'Network fee',
    kitStrings: { market: { fee: { economy: 'Slow and cheap' } } },
  },
  zh: { locale: 'zh-CN', other: 'en', switchLabel: 'English', drawerTitle: '网络费用', kitStrings: {} },
};

const quotes: Record<FeeTierName, FeeTierQuote> = {
  Fastest: { rate: 30, fee: 4_200 },
  General: { rate: 20, fee: 2_800 },
  Economy: { rate: 10, fee: 1_400 },
  Custom: { rate: null, fee: null },
};

const startLanguage: Language = new URLSearchParams(location.search).get('lang') === 'zh' ? 'zh' : 'en';

function Product() {
  const [language, setLanguage] = useState<Language>(startLanguage);
  const [tier, setTier] = useState<FeeTierName>('General');
  const shown = words[language];
  // The kit's strings of the next language are fetched before switching, so the page never waits on them.
  const switchLanguage = () => {
    const next = words[shown.other];
    void loadKitStrings(next.locale).then(() => setLanguage(shown.other));
  };
  return (
    <KitStringsProvider locale={shown.locale} strings={shown.kitStrings}>
      <main lang={shown.locale} data-language={language}>
        <Drawer isOpen onOpenChange={() => undefined} title={shown.drawerTitle}>
          <Button onPress={switchLanguage}>{shown.switchLabel}</Button>
          <FeePicker quotes={quotes} tier={tier} onChange={(choice) => setTier(choice.tier)} />
        </Drawer>
      </main>
    </KitStringsProvider>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ThemeStyles />
      {/* A first render in Chinese waits here while the kit's Chinese strings load. */}
      <Suspense fallback={<p>…</p>}>
        <Product />
      </Suspense>
    </StrictMode>,
  );
}
