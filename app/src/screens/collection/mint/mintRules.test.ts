import { describe, expect, it } from 'vitest';
import { isMintOpen, mintedPercent } from './mintRules';

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
});
