import { describe, expect, it } from 'vitest';
import { formatMarketTime, formatUtcDay, formatUtcMoment } from './formatTimes';
import { intlLocale } from './intlLocale';

const sale = 1_794_964_121; // 2026-11-18 01:08:41 UTC

describe('intlLocale', () => {
  it('maps the marketplace codes to Intl tags', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('cn')).toBe('zh-CN');
  });

  it('keeps a host language Intl knows, and falls back to English for anything else', () => {
    expect(intlLocale('fr')).toBe('fr');
    expect(intlLocale('not a tag')).toBe('en-US');
  });
});

describe('market times', () => {
  it('writes a table time in UTC, whatever the machine', () => {
    expect(formatMarketTime(sale, 'en')).toBe('Nov 18, 2026, 01:08');
  });

  it('writes Chinese dates for Chinese readers', () => {
    expect(formatMarketTime(sale, 'cn')).toBe('2026年11月18日 01:08');
    expect(formatUtcDay(sale, 'cn')).toBe('2026年11月18日');
  });

  it('names the clock of a moment shown on its own', () => {
    expect(formatUtcMoment(new Date(sale * 1000), 'en')).toBe('Nov 18, 2026, 01:08 UTC');
    expect(formatUtcDay(sale, 'en')).toBe('Nov 18, 2026');
  });
});
