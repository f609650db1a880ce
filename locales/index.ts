import { chinese } from './cn/namespaces';
import { english } from './en/namespaces';

export const languages = ['en', 'cn'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Where the chosen language is kept in localStorage (the spec's key). */
export const languageStorageKey = 'i18nextLng';

export type Namespace = keyof typeof english;

/** Every namespace's strings, shaped as English has them. */
export type LanguageResources = { [N in Namespace]: Awaited<ReturnType<(typeof english)[N]>>['default'] };

/** A language's loaders, one per namespace, each answering a module whose default export is its strings. */
export type NamespaceLoaders = { [N in Namespace]: () => Promise<{ default: LanguageResources[N] }> };

const loaders: Record<Language, NamespaceLoaders> = { en: english, cn: chinese };

/** Every namespace, in the order English declares them. */
export const namespaces = Object.keys(english) as Namespace[];

export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(english, value);
}

/**
 * One namespace of one language, fetched the first time it is asked for (the module loader keeps it after):
 * a first visit downloads the strings its page shows (about 3 KB compressed for home) and the rest later.
 */
export async function loadNamespace<N extends Namespace>(
  language: Language,
  namespace: N,
): Promise<LanguageResources[N]> {
  const loaded = await loaders[language][namespace]();
  return loaded.default;
}
