import type { LanguageResources } from '@ordmarket/locales';

// Typed translation keys: `t('settings:mode.label')` is checked against the English locale.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LanguageResources;
  }
}
