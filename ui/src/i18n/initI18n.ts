import {
  defaultLanguage,
  languages,
  languageStorageKey,
  namespaces,
  resources,
  type Language,
} from '@ordmarket/locales';
import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/**
 * Starts the shared i18next instance with every bundled language. The choice is read from and kept under
 * localStorage `i18nextLng`; nothing else (not the browser's language) picks it, so English stays the
 * default until the user chooses.
 */
export function initI18n(): i18n {
  if (!i18next.isInitialized) {
    void i18next
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        resources,
        ns: namespaces,
        defaultNS: 'common',
        supportedLngs: languages,
        fallbackLng: defaultLanguage,
        interpolation: { escapeValue: false },
        detection: {
          order: ['localStorage'],
          lookupLocalStorage: languageStorageKey,
          caches: ['localStorage'],
        },
        initAsync: false,
      });
  }
  return i18next;
}

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}
