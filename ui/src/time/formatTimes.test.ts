import { describe, expect, it } from 'vitest';
import { formatMarketTime, formatUtcDay, formatUtcMoment } from './formatTimes';

const sale = 1_794_964_121; // 2026-11-18 01:08:41 UTC

describe('market times', () => {
  it('writes a table time in UTC, whatever the machine', () => {
    expect(formatMarketTime(sale, 'en-US')).toBe('Nov 18, 2026, 01:08');
  });

  it('writes Chinese dates for Chinese readers', () => {
    expect(formatMarketTime(sale, 'zh-CN')).toBe('2026年11月18日 01:08');
    expect(formatUtcDay(sale, 'zh-CN')).toBe('2026年11月18日');
  });

  it('names the clock of a moment shown on its own', () => {
    expect(formatUtcMoment(new Date(sale * 1000), 'en-US')).toBe('Nov 18, 2026, 01:08 UTC');
    expect(formatUtcDay(sale, 'en-US')).toBe('Nov 18, 2026');
  });

  it('writes English for a tag Intl cannot read, never the machine language', () => {
    expect(formatUtcDay(sale, 'not a tag')).toBe('Nov 18, 2026');
  });
});
