import { describe, expect, it } from 'vitest';
import { mintPayState } from './payState';

const ready = {
  feeRate: 12,
  hasCosts: true,
  isConnected: true,
  confirmedSats: 200_000,
  totalSats: 160_000n,
  isPaying: false,
};

describe('mintPayState', () => {
  it('says what Pay does in each case of spec §5', () => {
    expect(mintPayState(ready)).toBe('ready');
    expect(mintPayState({ ...ready, feeRate: 0 })).toBe('calculatingFee');
    expect(mintPayState({ ...ready, hasCosts: false })).toBe('calculatingFee');
    expect(mintPayState({ ...ready, isConnected: false })).toBe('noWallet');
    expect(mintPayState({ ...ready, confirmedSats: 159_999 })).toBe('notEnoughFunds');
    expect(mintPayState({ ...ready, isPaying: true })).toBe('paying');
  });
});
