import { describe, expect, it } from 'vitest';
import { isMintOpen, mintedPercent, mintPayState } from './mintRules';

const ready = {
  feeRate: 12,
  hasCosts: true,
  isConnected: true,
  confirmedSats: 200_000,
  totalSats: 160_000n,
  isPaying: false,
};

describe('mintRules', () => {
  it('opens minting in the whitelist and public phases while items are left', () => {
    expect(isMintOpen({ status: 'public', available_num: 3 })).toBe(true);
    expect(isMintOpen({ status: 'white_list', available_num: 1 })).toBe(true);
    expect(isMintOpen({ status: 'public', available_num: 0 })).toBe(false);
    expect(isMintOpen({ status: 'upcoming', available_num: 9 })).toBe(false);
  });

  it('says how much of the supply is minted', () => {
    expect(mintedPercent({ mint: 210, supply: 500 })).toBe(42);
    expect(mintedPercent({ mint: 1, supply: 0 })).toBe(0);
  });

  it('says what Pay does in each case of spec §5', () => {
    expect(mintPayState(ready)).toBe('ready');
    expect(mintPayState({ ...ready, feeRate: 0 })).toBe('calculatingFee');
    expect(mintPayState({ ...ready, hasCosts: false })).toBe('calculatingFee');
    expect(mintPayState({ ...ready, isConnected: false })).toBe('noWallet');
    expect(mintPayState({ ...ready, confirmedSats: 159_999 })).toBe('notEnoughFunds');
    expect(mintPayState({ ...ready, isPaying: true })).toBe('paying');
  });
});
