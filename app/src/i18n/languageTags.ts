import { defaultLanguage, languages, type Language } from '@ordmarket/locales';

// The marketplace names Chinese 'cn' (the spec's code, kept in localStorage); Intl and the kit read BCP 47 tags,
// where 'cn' is no language at all. This is the one place the two meet.
const tags: Readonly<Record<Language, string>> = { en: 'en-US', cn: 'zh-CN' };

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}

/** The BCP 47 tag of a marketplace language, for Intl, the page's lang and the kit's strings; English otherwise. */
export function intlLocale(language: string): string {
  return tags[isLanguage(language) ? language : defaultLanguage];
}
