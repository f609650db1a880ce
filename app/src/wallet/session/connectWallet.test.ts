import { testAddresses } from '@ordmarket/protocol/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WrongChainError } from '../chain/wrongChain';
import { FakeMempool, fakeMempoolBaseUrl } from '../testing/fakeMempool';
import { FakeXverseProvider } from '../testing/fakeXverseProvider';
import { FakeUnisat } from '../testing/fakeUnisat';
import { marketContext } from '../testing/marketContext';
import { stubXverse } from '../testing/stubXverse';
import { unisatConnector } from '../unisat/unisatConnector';
import { xverseConnector } from '../xverse/xverseConnector';
import { connectWallet } from './connectWallet';
import { disconnectedSession } from './WalletSession';

const mainnet = testAddresses('mainnet');
const context = marketContext('mainnet');

afterEach(() => {
  vi.unstubAllGlobals();
});
const paymentKey = `02${'bb'.repeat(32)}`;

describe('connecting a wallet', () => {
  it('marks connected as xverse, paying from its payment address, and remembers both (spec §4, §7)', async () => {
    const mempool = new FakeMempool(() => ({ chain_stats: { funded_txo_sum: 300, spent_txo_sum: 100 } }));
    stubXverse(new FakeXverseProvider({ ordinals: mainnet.p2tr, payment: mainnet.p2wpkh }));
    const xverse = xverseConnector({ fetch: mempool.fetch, baseUrl: fakeMempoolBaseUrl });
    const result = await connectWallet(disconnectedSession, xverse, context);
    expect(result.session).toEqual({
      isConnect: true,
      walletName: 'xverse',
      address: mainnet.p2tr,
      accounts: [mainnet.p2tr, mainnet.p2wpkh],
      publicKey: 'aa'.repeat(32),
      paymentAddress: mainnet.p2wpkh,
      paymentPublicKey: paymentKey,
      balance: { confirmed: 200, unconfirmed: 0, total: 200 },
      network: 'mainnet',
    });
    expect(result.effects).toEqual([
      {
        type: 'rememberWallet',
        walletName: 'xverse',
        xverse: { address: mainnet.p2tr, payment: { address: mainnet.p2wpkh, publicKey: paymentKey } },
      },
    ]);
  });

  it('pays from the address itself with UniSat', async () => {
    const unisat = Object.assign(new FakeUnisat(), { accounts: [mainnet.p2tr] });
    const result = await connectWallet(
      disconnectedSession,
      unisatConnector(() => unisat),
      context,
    );
    expect(result.session).toMatchObject({
      address: mainnet.p2tr,
      publicKey: unisat.publicKey,
      paymentAddress: mainnet.p2tr,
      paymentPublicKey: unisat.publicKey,
    });
    expect(result.effects).toEqual([{ type: 'rememberWallet', walletName: 'unisat' }]);
  });

  it("rejects with 'User Canceled' when the prompt is refused, in either wallet", async () => {
    stubXverse(
      Object.assign(new FakeXverseProvider({ ordinals: mainnet.p2tr, payment: mainnet.p2wpkh }), { refuse: true }),
    );
    const xverse = xverseConnector({ fetch: new FakeMempool().fetch, baseUrl: fakeMempoolBaseUrl });
    await expect(connectWallet(disconnectedSession, xverse, context)).rejects.toThrow(/^User Canceled$/);
    const unisat = new FakeUnisat();
    unisat.refuse = true;
    await expect(
      connectWallet(
        disconnectedSession,
        unisatConnector(() => unisat),
        context,
      ),
    ).rejects.toThrow(/^User Canceled$/);
  });

  it('connects a UniSat on signet to a signet market, its session on the signet network', async () => {
    const unisat = Object.assign(new FakeUnisat(), { chain: 'BITCOIN_SIGNET' });
    unisat.accounts = [testAddresses('signet').p2tr];
    const result = await connectWallet(
      disconnectedSession,
      unisatConnector(() => unisat),
      marketContext('signet'),
    );
    expect(result.session).toMatchObject({ isConnect: true, address: testAddresses('signet').p2tr, network: 'signet' });
  });

  it('connects nothing when the wallet stays on another chain, and says so with WrongChainError', async () => {
    const unisat = Object.assign(new FakeUnisat(), { refuseSwitch: true, connected: false });
    await expect(
      connectWallet(
        disconnectedSession,
        unisatConnector(() => unisat),
        marketContext('testnet', 'testnet4'),
      ),
    ).rejects.toThrow(WrongChainError);
    expect(unisat.connected).toBe(false);
  });
});
