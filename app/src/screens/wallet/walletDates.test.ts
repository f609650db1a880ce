import { describe, expect, it } from 'vitest';
import { formatWalletDate } from './walletDates';

describe('wallet dates', () => {
  it('shows the UTC day in the reader’s language', () => {
    expect(formatWalletDate(1_795_286_697, 'en')).toBe('Nov 21, 2026');
    expect(formatWalletDate(1_795_286_697, 'cn')).toBe('2026年11月21日');
  });
});
