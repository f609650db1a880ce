import { describe, expect, it } from 'vitest';
import { formatMarketTime } from './marketTime';

describe('market time', () => {
  it('writes the moment in UTC, whatever the machine', () => {
    expect(formatMarketTime(1_794_964_121, 'en')).toBe('Nov 18, 2026, 01:08');
  });
});
