import type { KitStrings } from './kitStrings';

// Each translation is fetched the first time a provider asks for it, so an English page never downloads one.
// English needs no fetch: each area's English comes with the components that show it.
const translations = {
  zh: () => import('./chinese').then((module) => module.chineseStrings),
} satisfies Record<string, () => Promise<KitStrings>>;

export type TranslatedLanguage = keyof typeof translations;

const loaded = new Map<TranslatedLanguage, KitStrings>();
const loading = new Map<TranslatedLanguage, Promise<KitStrings>>();

/** The translation a BCP 47 tag reads, by its language subtag ('zh-CN' → 'zh'); undefined means English. */
export function translationFor(locale: string): TranslatedLanguage | undefined {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return Object.hasOwn(translations, language) ? (language as TranslatedLanguage) : undefined;
}

/** The translation if it is in memory already. */
export function loadedTranslation(language: TranslatedLanguage): KitStrings | undefined {
  return loaded.get(language);
}

/** The translation, fetched once and kept; the same promise answers every caller meanwhile. */
export function loadTranslation(language: TranslatedLanguage): Promise<KitStrings> {
  let pending = loading.get(language);
  if (pending === undefined) {
    pending = translations[language]().then((strings) => {
      loaded.set(language, strings);
      return strings;
    });
    // A failed fetch is not kept: the next render or preload asks again.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Fetches the kit's strings for `locale` ahead of showing it (nothing to fetch for English). A provider given a
 * locale whose strings are not in yet suspends until they are; a host that awaits this before switching
 * language never shows its Suspense fallback.
 */
export async function loadKitStrings(locale: string): Promise<void> {
  const language = translationFor(locale);
  if (language !== undefined) await loadTranslation(language);
}
