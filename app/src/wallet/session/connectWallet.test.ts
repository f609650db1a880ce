import { testAddresses } from '@ordmarket/protocol/testing';
import { describe, expect, it } from 'vitest';
import { FakeMempool, fakeMempoolBaseUrl } from '../testing/fakeMempool';
import { FakeSatsConnect } from '../testing/fakeSatsConnect';
import { FakeUnisat } from '../testing/fakeUnisat';
import { unisatConnector } from '../unisat/unisatConnector';
import { xverseConnector } from '../xverse/xverseConnector';
import { connectWallet } from './connectWallet';
import { disconnectedSession } from './WalletSession';

const mainnet = testAddresses('mainnet');
const context = { marketNetwork: 'mainnet' } as const;
const paymentKey = `02${'bb'.repeat(32)}`;

describe('connecting a wallet', () => {
  it('marks connected as xverse, paying from its payment address, and remembers both (spec §4, §7)', async () => {
    const mempool = new FakeMempool(() => ({ chain_stats: { funded_txo_sum: 300, spent_txo_sum: 100 } }));
    const xverse = xverseConnector({
      client: new FakeSatsConnect(mainnet.p2tr, mainnet.p2wpkh),
      fetch: mempool.fetch,
      baseUrl: fakeMempoolBaseUrl,
    });
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
    const sats = new FakeSatsConnect(mainnet.p2tr, mainnet.p2wpkh);
    sats.refuse = true;
    const xverse = xverseConnector({ client: sats, fetch: new FakeMempool().fetch, baseUrl: fakeMempoolBaseUrl });
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
});
