import { createContext } from 'react';
import type { StringSources } from './translate';

export interface KitStringsContextValue extends StringSources {
  /** The BCP 47 tag the strings and the kit's dates and numbers follow. */
  readonly locale: string;
}

const defaultLocale = 'en-US';

/** With no provider above, the kit reads English, as a product that never mentions languages expects. */
export const KitStringsContext = createContext<KitStringsContextValue>({
  locale: defaultLocale,
  strings: undefined,
  translation: undefined,
  plurals: new Intl.PluralRules(defaultLocale),
});
