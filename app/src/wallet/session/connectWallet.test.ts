import { testAddresses } from '@ordmarket/protocol/testing';
import { describe, expect, it } from 'vitest';
import { FakeSatsConnect } from '../testing/fakeSatsConnect';
import { FakeUnisat } from '../testing/fakeUnisat';
import { unisatConnector } from '../unisat/unisatConnector';
import { xverseConnector } from '../xverse/xverseConnector';
import { connectWallet } from './connectWallet';
import { disconnectedSession } from './WalletSession';

const mainnet = testAddresses('mainnet');
const context = { marketNetwork: 'mainnet' } as const;

describe('connecting a wallet', () => {
  it('marks connected as xverse and remembers its address (spec §4)', async () => {
    const xverse = xverseConnector({
      client: new FakeSatsConnect(mainnet.p2tr, mainnet.p2wpkh),
      fetchAddress: () => Promise.resolve({ chain_stats: { funded_txo_sum: 300, spent_txo_sum: 100 } }),
    });
    const result = await connectWallet(disconnectedSession, xverse, context);
    expect(result.session).toEqual({
      isConnect: true,
      walletName: 'xverse',
      address: mainnet.p2tr,
      accounts: [mainnet.p2tr, mainnet.p2wpkh],
      publicKey: 'aa'.repeat(32),
      balance: { confirmed: 200, unconfirmed: 0, total: 200 },
      network: 'mainnet',
    });
    expect(result.effects).toEqual([{ type: 'rememberWallet', walletName: 'xverse', xverseAddress: mainnet.p2tr }]);
  });

  it("rejects with 'User Canceled' when the prompt is refused, in either wallet", async () => {
    const sats = new FakeSatsConnect(mainnet.p2tr, mainnet.p2wpkh);
    sats.refuse = true;
    const xverse = xverseConnector({ client: sats, fetchAddress: () => Promise.reject(new Error('not reached')) });
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
