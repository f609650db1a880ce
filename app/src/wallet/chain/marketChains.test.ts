import { describe, expect, it } from 'vitest';
import { marketChainsOf } from './marketChains';
import { networkOfChain, type WalletChain } from './walletChain';

describe("the market's chains", () => {
  it('are one chain on mainnet and signet, and the known test chain on testnet', () => {
    expect(marketChainsOf('mainnet')).toEqual({ accepted: ['mainnet'], preferred: 'mainnet' });
    expect(marketChainsOf('signet')).toEqual({ accepted: ['signet'], preferred: 'signet' });
    expect(marketChainsOf('testnet', 'testnet4')).toEqual({ accepted: ['testnet4'], preferred: 'testnet4' });
    expect(marketChainsOf('testnet', 'testnet3')).toEqual({ accepted: ['testnet3'], preferred: 'testnet3' });
  });

  it('take either test chain on a testnet whose chain is unknown, asking for the default hosts’ testnet3', () => {
    expect(marketChainsOf('testnet')).toEqual({ accepted: ['testnet3', 'testnet4'], preferred: 'testnet3' });
  });

  it('take the devnet wallet and every test chain on the devnet, never mainnet or another chain', () => {
    const devnet = marketChainsOf('devnet');
    expect(devnet.accepted).toEqual(['devnet', 'testnet3', 'testnet4', 'signet']);
    expect(devnet.preferred).toBe('testnet3');
  });

  it('record a chain in the general network names', () => {
    const chains: WalletChain[] = ['mainnet', 'testnet3', 'testnet4', 'signet', 'devnet', 'other'];
    expect(chains.map(networkOfChain)).toEqual(['mainnet', 'testnet', 'testnet', 'signet', 'devnet', '']);
  });
});
