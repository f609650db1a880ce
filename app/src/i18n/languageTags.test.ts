import { describe, expect, it } from 'vitest';
import { intlLocale, isLanguage } from './languageTags';

describe('the marketplace languages as BCP 47 tags', () => {
  it('maps the marketplace codes to the tags Intl and the kit read', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('cn')).toBe('zh-CN');
  });

  it('reads anything else as English', () => {
    expect(intlLocale('fr')).toBe('en-US');
    expect(isLanguage('zh')).toBe(false);
  });
});
