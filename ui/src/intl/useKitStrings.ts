import { use, useMemo } from 'react';
import type { KitAreaName, KitStringArea } from './kitStrings';
import { KitStringsContext } from './kitStringsContext';
import type { KitTranslate } from './kitStringTypes';
import { translate } from './translate';

export interface KitAreaStrings<Area extends KitAreaName> {
  /** The text of a key of the area, placeholders filled: `t('fee.rate', { rate: 12 })`. */
  t: KitTranslate<Area>;
  /** The BCP 47 tag to format dates and numbers with, e.g. 'zh-CN'. */
  locale: string;
}

/**
 * The strings of one area (`marketStrings`, `overlaysStrings`, …) in the language of the nearest
 * `KitStringsProvider`, English with none. The area carries its English, so a component that imports it
 * brings only its own strings into a page.
 */
export function useKitStrings<Area extends KitAreaName>(area: KitStringArea<Area>): KitAreaStrings<Area> {
  const sources = use(KitStringsContext);
  return useMemo<KitAreaStrings<Area>>(
    () => ({ locale: sources.locale, t: (key, values) => translate(sources, area, key, values) }),
    [sources, area],
  );
}
