import { KitStringsProvider } from '@ordmarket/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './languageTags';

/**
 * The kit's components speak the language the reader chose: the kit keeps its own strings and never reads
 * i18next, so the marketplace hands it the locale here, re-rendered whenever i18next switches language.
 */
export function KitLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <KitStringsProvider locale={intlLocale(i18n.language)}>{children}</KitStringsProvider>;
}
