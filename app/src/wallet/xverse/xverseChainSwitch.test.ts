import { testAddresses } from '@ordmarket/protocol/testing';
import { BitcoinNetworkType } from 'sats-connect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketChainsOf } from '../chain/marketChains';
import { WrongChainError } from '../chain/wrongChain';
import { FakeMempool, fakeMempoolBaseUrl } from '../testing/fakeMempool';
import { FakeXverseProvider } from '../testing/fakeXverseProvider';
import { stubXverse } from '../testing/stubXverse';
import { xverseConnector } from './xverseConnector';

const mainnet = testAddresses('mainnet');
const testnet = testAddresses('testnet');

/** A first visit to an Xverse on Mainnet, whose account is bc1... there and tb1... on the test networks. */
function wallet(changes: Partial<FakeXverseProvider> = {}) {
  const fake = Object.assign(
    new FakeXverseProvider(
      { ordinals: mainnet.p2tr, payment: mainnet.p2wpkh },
      { ordinals: testnet.p2tr, payment: testnet.p2wpkh },
    ),
    { connected: false, ...changes },
  );
  stubXverse(fake);
  return { fake, xverse: xverseConnector({ fetch: new FakeMempool().fetch, baseUrl: fakeMempoolBaseUrl }) };
}

const methods = (fake: FakeXverseProvider) => fake.requests.map((request) => request.method);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Xverse on the market’s chain', () => {
  it('connects with the market’s network named, so Xverse switches before it answers that network’s addresses', async () => {
    for (const [market, network] of [
      [marketChainsOf('signet'), BitcoinNetworkType.Signet],
      [marketChainsOf('testnet', 'testnet4'), BitcoinNetworkType.Testnet4],
      [marketChainsOf('testnet', 'testnet3'), BitcoinNetworkType.Testnet],
      // The devnet is no wallet's chain: its addresses are any test network's.
      [marketChainsOf('devnet'), BitcoinNetworkType.Testnet],
    ] as const) {
      const { fake, xverse } = wallet();
      expect(await xverse.connect(market)).toMatchObject({ address: testnet.p2tr, paymentAddress: testnet.p2wpkh });
      expect(fake.requests[0]?.params).toMatchObject({ network });
      expect(fake.network).toBe(network);
      expect(methods(fake)).toEqual(['wallet_connect']);
    }
  });

  it('asks an Xverse that connected on its own network to change it, then reads its account again', async () => {
    const { fake, xverse } = wallet({ ignoresConnectNetwork: true });
    expect(await xverse.connect(marketChainsOf('signet'))).toMatchObject({ address: testnet.p2tr });
    expect(fake.requests.slice(1)).toEqual([
      { method: 'wallet_changeNetwork', params: { name: BitcoinNetworkType.Signet } },
      { method: 'wallet_getNetwork', params: null },
      { method: 'wallet_getAccount', params: null },
    ]);
  });

  it('refuses, disconnected, when the user keeps Xverse on its network', async () => {
    const { fake, xverse } = wallet({ ignoresConnectNetwork: true, refuseNetworkSwitch: true });
    const refused = xverse.connect(marketChainsOf('signet'));
    await expect(refused).rejects.toThrow(WrongChainError);
    await expect(refused).rejects.toMatchObject({
      problem: { walletName: 'xverse', walletChain: 'mainnet', marketChain: 'signet', reason: 'refused' },
    });
    expect(methods(fake).at(-1)).toBe('wallet_disconnect');
    expect(fake.connected).toBe(false);
    expect(await xverse.getAccounts()).toEqual([]);
  });

  it("takes the user's refusal to switch within the connection prompt as 'User Canceled'", async () => {
    const { xverse } = wallet({ refuseNetworkSwitch: true });
    await expect(xverse.connect(marketChainsOf('signet'))).rejects.toThrow(/^User Canceled$/);
  });

  it('refuses, disconnected, an Xverse that answers another network’s addresses', async () => {
    const fake = Object.assign(new FakeXverseProvider({ ordinals: mainnet.p2tr, payment: mainnet.p2wpkh }), {
      connected: false,
    });
    stubXverse(fake);
    const xverse = xverseConnector({ fetch: new FakeMempool().fetch, baseUrl: fakeMempoolBaseUrl });
    await expect(xverse.connect(marketChainsOf('signet'))).rejects.toMatchObject({
      problem: { walletChain: 'signet', marketChain: 'signet', reason: 'addresses' },
    });
    expect(methods(fake)).toEqual(['wallet_connect', 'wallet_disconnect']);
  });

  it('moves a connected Xverse back with wallet_changeNetwork', async () => {
    const { fake, xverse } = wallet();
    await xverse.connect(marketChainsOf('signet'));
    fake.switchNetwork(BitcoinNetworkType.Testnet4);
    await xverse.moveToChain(marketChainsOf('signet'));
    expect(fake.network).toBe(BitcoinNetworkType.Signet);
    expect(methods(fake)).toContain('wallet_changeNetwork');
  });
});
