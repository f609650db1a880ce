import type { ReactNode } from 'react';
import { useBrowserValue } from './useBrowserValue';
import { I18nProvider, useLocale } from 'react-aria-components';

type Direction = 'ltr' | 'rtl';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const pageDirection = (): Direction => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

// Only the direction of these matters: both write digits the same way as English.
const localeFor: Record<Direction, string> = { ltr: 'en-US', rtl: 'he-IL' };

/**
 * react-aria takes reading direction from its locale, while the kit's right-to-left setting is the page's
 * `dir`. Where they differ this hands react-aria a locale of the page's direction, so sliders fill, drag
 * and take arrow keys the way the page reads.
 */
export function FollowPageDirection({ children }: { children: ReactNode }) {
  const { direction } = useLocale();
  const wanted = useBrowserValue<Direction>(subscribe, pageDirection, 'ltr');
  if (wanted === direction) return children;
  return <I18nProvider locale={localeFor[wanted]}>{children}</I18nProvider>;
}
