import { describe, expect, it } from 'vitest';
import { networkParams } from './network';

describe('networkParams', () => {
  it('uses bc for mainnet and tb for every test network, devnet included', () => {
    expect(networkParams('mainnet').bech32).toBe('bc');
    expect(networkParams('testnet').bech32).toBe('tb');
    expect(networkParams('signet').bech32).toBe('tb');
    expect(networkParams('devnet').bech32).toBe('tb');
  });
});
