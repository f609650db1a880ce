import { use, useMemo, type ReactNode } from 'react';
import { loadedTranslation, loadTranslation, translationFor } from './catalogues';
import { kitLocale } from './kitLocale';
import { KitStringsContext } from './kitStringsContext';
import type { KitStringsOverride } from './kitStringTypes';

export interface KitStringsProviderProps {
  /**
   * The reader's language as a BCP 47 tag ('en-US', 'zh-CN'). Its language subtag picks the kit's strings
   * ('zh' reads Chinese, any other English); the whole tag is the locale the kit formats dates with.
   */
  locale: string;
  /**
   * The host's own wording for some of the kit's strings, in the language shown (e.g. `{ market: { cart: { buy:
   * 'Buy' } } }`); every other string stays the kit's. Keep the object stable: a new one re-renders every string.
   */
  strings?: KitStringsOverride;
  children: ReactNode;
}

/**
 * The language the kit's components below speak. The kit owns its strings and never reads or configures the
 * host's i18n: the host passes its current locale here and re-renders it when the reader switches. A locale
 * whose strings are not in memory yet suspends until they are (`loadKitStrings` fetches them beforehand).
 */
export function KitStringsProvider({ locale, strings, children }: KitStringsProviderProps) {
  const tag = kitLocale(locale);
  const language = translationFor(tag);
  const translation =
    language === undefined ? undefined : (loadedTranslation(language) ?? use(loadTranslation(language)));
  const value = useMemo(
    () => ({ locale: tag, strings, translation, plurals: new Intl.PluralRules(tag) }),
    [tag, strings, translation],
  );
  return <KitStringsContext value={value}>{children}</KitStringsContext>;
}
