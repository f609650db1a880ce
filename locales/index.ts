import type { LanguageResources } from './en/resources';

export type { LanguageResources } from './en/resources';

export const languages = ['en', 'cn'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Where the chosen language is kept in localStorage (the spec's key). */
export const languageStorageKey = 'i18nextLng';

export type Namespace = keyof LanguageResources;

/**
 * Each language's strings, loaded when first needed: the app's first load carries only the language the
 * visitor reads (about 13 KB compressed each), and the other arrives when chosen.
 */
export const languageResources: Record<Language, () => Promise<LanguageResources>> = {
  en: async () => (await import('./en/resources')).resources,
  cn: async () => (await import('./cn/resources')).resources,
};
