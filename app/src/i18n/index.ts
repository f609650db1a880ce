// `@ordmarket/app/i18n`: the app's language setup, for hosts of its screens that start it as the app does
// (Storybook's preview), without loading the rest of the app.
export { initI18n, loadLanguage } from './initI18n';
export { intlLocale, isLanguage } from './languageTags';
