import {
  defaultLanguage,
  isNamespace,
  languages,
  languageStorageKey,
  loadNamespace,
  namespaces,
  type Language,
  type Namespace,
} from '@ordmarket/locales';
import { loadKitStrings } from '@ordmarket/ui';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { intlLocale, isLanguage } from './languageTags';

/** Where i18next gets a namespace of a language the first time something asks for it: the locales package. */
const localesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      done(new Error(`There are no ${language} strings named ${namespace}.`), false);
      return;
    }
    loadNamespace(language, namespace).then(
      (strings) => done(null, strings),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let started: Promise<i18n> | undefined;

/**
 * Starts the marketplace's i18next instance in the chosen language with `startupNamespaces` loaded (every
 * namespace unless named) and the kit's strings in that language, and resolves once they are in, so a first
 * render shows text, never keys. Any other namespace
 * loads when first asked for: a component whose strings are not in yet suspends until they are. The choice is
 * read from and kept under localStorage `i18nextLng`; nothing else (not the browser's language) picks it, so
 * English stays the default until the user chooses. Calling it again answers the same start.
 */
export function initI18n(startupNamespaces: readonly Namespace[] = namespaces): Promise<i18n> {
  started ??= start(startupNamespaces);
  return started;
}

async function start(startupNamespaces: readonly Namespace[]): Promise<i18n> {
  const language = storedLanguage() ?? defaultLanguage;
  const starting = i18next
    .use(localesBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      ns: [...startupNamespaces],
      defaultNS: 'common',
      supportedLngs: languages,
      // Every language has every key (a locales test holds the sets equal), so nothing falls back; a fallback
      // would also download English beside the language the visitor reads.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      // Start fetching the strings now rather than on the next task: they are on the first render's path.
      initAsync: false,
    });
  // The kit's own strings (English ships with its code; another language is a fetch of its own), side by side.
  await Promise.all([starting, loadKitStrings(intlLocale(language))]);
  return i18next;
}

// Read and written here rather than by a detector plugin: one stored key is all the choice needs.
const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

function storedLanguage(): Language | undefined {
  const stored = storage()?.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : undefined;
}

/** Loads `strings` in the current language (a page starts its own alongside its code). */
export async function loadStrings(strings: readonly Namespace[]): Promise<void> {
  await initI18n();
  await i18next.loadNamespaces([...strings]);
}

/** Loads `language`'s strings for every namespace asked for so far, and the kit's, without switching to it. */
export async function loadLanguage(language: Language): Promise<void> {
  await initI18n();
  await Promise.all([i18next.loadLanguages(language), loadKitStrings(intlLocale(language))]);
}

/**
 * Switches to `language` once its strings for every namespace asked for so far and the kit's are loaded, so the
 * page never shows keys in between and the kit's provider has nothing to wait for.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  storage()?.setItem(languageStorageKey, language);
}
