/** The marketplace's language codes that are not BCP 47 tags: 'cn' would otherwise read as an unknown language. */
const knownLocales: Readonly<Record<string, string>> = { en: 'en-US', cn: 'zh-CN' };
const fallbackLocale = 'en-US';

/**
 * The Intl locale for an i18n language: the marketplace's own codes mapped, a host's real tag ('fr', 'zh-TW')
 * kept when Intl knows it, and English otherwise, so a date never comes out in the machine's language.
 */
export function intlLocale(language: string): string {
  const known = knownLocales[language];
  if (known !== undefined) return known;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([language])[0] ?? fallbackLocale;
  } catch {
    // A malformed tag: RangeError from Intl.
    return fallbackLocale;
  }
}
