import { defaultLanguage, languageResources, languages, languageStorageKey, type Language } from '@ordmarket/locales';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

let started: Promise<i18n> | undefined;

/**
 * Starts the shared i18next instance and loads the strings of the chosen language only; resolves once they
 * are in, so the first render shows text, never keys. The choice is read from and kept under localStorage
 * `i18nextLng`; nothing else (not the browser's language) picks it, so English stays the default until
 * the user chooses. Calling it again answers the same start.
 */
export function initI18n(): Promise<i18n> {
  started ??= start();
  return started;
}

async function start(): Promise<i18n> {
  const language = storedLanguage() ?? defaultLanguage;
  await i18next.use(initReactI18next).init({
    // Languages arrive through loadLanguage, one at a time, rather than all bundled up front.
    partialBundledLanguages: true,
    resources: {},
    lng: language,
    defaultNS: 'common',
    supportedLngs: languages,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  await loadLanguage(language);
  return i18next;
}

// Read and written here rather than by a detector plugin: one stored key is all the choice needs.
const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

function storedLanguage(): Language | undefined {
  const stored = storage()?.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : undefined;
}

/** Adds a language's strings to the shared instance, fetching them the first time. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'common')) return;
  const bundles = await languageResources[language]();
  for (const [namespace, bundle] of Object.entries(bundles)) {
    i18next.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** Switches to `language` once its strings are loaded, so the page never shows keys in between. */
export async function chooseLanguage(language: Language): Promise<void> {
  await initI18n();
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  storage()?.setItem(languageStorageKey, language);
}

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}
