import type { NetworkName } from '@ordmarket/protocol';
import { testAddresses } from '@ordmarket/protocol/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMempool, fakeMempoolBaseUrl } from '../testing/fakeMempool';
import { FakeXverseProvider } from '../testing/fakeXverseProvider';
import { FakeUnisat } from '../testing/fakeUnisat';
import { marketContext } from '../testing/marketContext';
import { stubXverse } from '../testing/stubXverse';
import { unisatConnector } from '../unisat/unisatConnector';
import { xverseConnector } from '../xverse/xverseConnector';
import { connectWallet } from './connectWallet';
import { onUnisatAccountsChanged } from './unisatEvents';
import { disconnectedSession } from './WalletSession';

// Spec §5, word for word.
const unsupported =
  'This wallet type doesn\'t support ordinals. Use an address starting with "bc1p" or "bc1q" before connecting.';
const mainnet = testAddresses('mainnet');
const testnet = testAddresses('testnet');

// bc1p/bc1q/tb1p/tb1q/3.../1... (and testnet's 2.../m...) against each network the market runs on.
const cases: Array<[NetworkName, string, string, boolean]> = [
  ['mainnet', 'bc1p', mainnet.p2tr, true],
  ['mainnet', 'bc1q', mainnet.p2wpkh, true],
  ['mainnet', 'BC1Q upper case', mainnet.p2wpkh.toUpperCase(), true],
  ['mainnet', 'tb1p', testnet.p2tr, false],
  ['mainnet', 'tb1q', testnet.p2wpkh, false],
  ['mainnet', '3...', mainnet.p2sh, false],
  ['mainnet', '1...', mainnet.p2pkh, false],
  ...(['testnet', 'devnet', 'signet'] as const).flatMap((network): Array<[NetworkName, string, string, boolean]> => [
    [network, 'tb1p', testnet.p2tr, true],
    [network, 'tb1q', testnet.p2wpkh, true],
    [network, 'bc1p', mainnet.p2tr, false],
    [network, 'bc1q', mainnet.p2wpkh, false],
    [network, '3...', mainnet.p2sh, false],
    [network, '1...', mainnet.p2pkh, false],
    [network, '2...', testnet.p2sh, false],
    [network, 'm/n...', testnet.p2pkh, false],
  ]),
];

// A UniSat on the market's own chain, so the address alone decides.
const walletChain: Record<NetworkName, FakeUnisat['chain']> = {
  mainnet: 'BITCOIN_MAINNET',
  testnet: 'BITCOIN_TESTNET',
  devnet: 'BITCOIN_TESTNET',
  signet: 'BITCOIN_SIGNET',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wallet address rule (spec §5) on every network', () => {
  it.each(cases)('%s market, %s address %s → accepted: %s', async (marketNetwork, _kind, address, passes) => {
    const fake = Object.assign(new FakeUnisat(), { chain: walletChain[marketNetwork] });
    const result = await onUnisatAccountsChanged(
      disconnectedSession,
      [address],
      unisatConnector(() => fake),
      marketContext(marketNetwork),
    );
    if (passes) {
      expect(result.session).toMatchObject({ isConnect: true, walletName: 'unisat', address });
    } else {
      expect(result.session).toEqual(disconnectedSession);
      expect(result.effects[0]).toEqual({ type: 'showError', message: unsupported });
      expect(result.effects).toContainEqual({ type: 'leaveProtectedRoute' });
    }
  });

  it('applies to an Xverse connect too: refused, then disconnected', async () => {
    stubXverse(new FakeXverseProvider({ ordinals: mainnet.p2sh, payment: mainnet.p2wpkh }));
    const xverse = xverseConnector({ fetch: new FakeMempool().fetch, baseUrl: fakeMempoolBaseUrl });
    const result = await connectWallet(disconnectedSession, xverse, marketContext('mainnet'));
    expect(result.session).toEqual(disconnectedSession);
    expect(result.effects[0]).toEqual({ type: 'showError', message: unsupported });
    expect(result.effects).toContainEqual({ type: 'disconnectWallet', walletName: 'xverse' });
  });
});
