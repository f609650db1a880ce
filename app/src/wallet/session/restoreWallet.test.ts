import { testAddresses } from '@ordmarket/protocol/testing';
import { BitcoinNetworkType } from 'sats-connect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devnetConnector } from '../devnet/devnetConnector';
import { devnetKeyStorageKey } from '../devnet/devnetKeyStore';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { FakeMempool, fakeMempoolBaseUrl } from '../testing/fakeMempool';
import { FakeXverseProvider } from '../testing/fakeXverseProvider';
import { FakeUnisat } from '../testing/fakeUnisat';
import { marketContext } from '../testing/marketContext';
import { stubXverse } from '../testing/stubXverse';
import { unisatConnector } from '../unisat/unisatConnector';
import { xverseConnector } from '../xverse/xverseConnector';
import { restoreWallet } from './restoreWallet';
import { disconnectedSession } from './WalletSession';

const mainnet = testAddresses('mainnet');
const context = marketContext('mainnet');
const nothing = { session: disconnectedSession, effects: [] };

function connectors(unisatAccounts: string[] = []) {
  const unisat = new FakeUnisat();
  unisat.accounts = unisatAccounts;
  const sats = new FakeXverseProvider({ ordinals: mainnet.p2tr, payment: mainnet.p2wpkh });
  stubXverse(sats);
  const mempool = new FakeMempool(() => ({ chain_stats: { funded_txo_sum: 7000, spent_txo_sum: 2000 } }));
  const xverse = xverseConnector({ fetch: mempool.fetch, baseUrl: fakeMempoolBaseUrl });
  return { unisat, sats, mempool, connectors: { unisat: unisatConnector(() => unisat), xverse } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wallet restore on load (spec §4)', () => {
  it('reads unisat from the browser: the accounts it already shares, no prompt', async () => {
    const setup = connectors([mainnet.p2tr]);
    const result = await restoreWallet(
      { walletChoice: 'unisat', xverseAddress: null, xversePayment: null },
      setup.connectors,
      context,
    );
    expect(result.session).toMatchObject({ isConnect: true, walletName: 'unisat', address: mainnet.p2tr });
    expect(setup.unisat.calls.map((call) => call.method)).not.toContain('requestAccounts');
  });

  it('stays disconnected when unisat shares no account or is not installed', async () => {
    const setup = connectors([]);
    expect(
      await restoreWallet(
        { walletChoice: 'unisat', xverseAddress: null, xversePayment: null },
        setup.connectors,
        context,
      ),
    ).toEqual(nothing);
    const absent = { ...setup.connectors, unisat: unisatConnector(() => undefined) };
    expect(
      await restoreWallet({ walletChoice: 'unisat', xverseAddress: null, xversePayment: null }, absent, context),
    ).toEqual(nothing);
  });

  it('restores xverse from its stored addresses, paying from the payment one, balance funded minus spent', async () => {
    const setup = connectors();
    const payment = { address: mainnet.p2wpkh, publicKey: `02${'bb'.repeat(32)}` };
    const result = await restoreWallet(
      { walletChoice: 'xverse', xverseAddress: mainnet.p2tr, xversePayment: payment },
      setup.connectors,
      context,
    );
    expect(result.session).toEqual({
      isConnect: true,
      walletName: 'xverse',
      address: mainnet.p2tr,
      accounts: [mainnet.p2tr, mainnet.p2wpkh],
      publicKey: '',
      paymentAddress: payment.address,
      paymentPublicKey: payment.publicKey,
      balance: { confirmed: 5000, unconfirmed: 0, total: 5000 },
      network: 'mainnet',
    });
    expect(setup.mempool.requested).toEqual([`${fakeMempoolBaseUrl}/mempool/api/address/${mainnet.p2wpkh}`]);
    expect(setup.sats.requests.map((request) => request.method)).not.toContain('wallet_connect');
    // A restored session signs the payment inputs of a PSBT as its payment address.
    expect(await setup.connectors.xverse.getAccounts()).toContain(mainnet.p2wpkh);
  });

  it('restores an xverse address kept without its payment account as paying from that address', async () => {
    const result = await restoreWallet(
      { walletChoice: 'xverse', xverseAddress: mainnet.p2tr, xversePayment: null },
      connectors().connectors,
      context,
    );
    expect(result.session).toMatchObject({
      address: mainnet.p2tr,
      accounts: [mainnet.p2tr],
      paymentAddress: mainnet.p2tr,
      paymentPublicKey: '',
    });
  });

  it('refuses a stored xverse address the rule no longer accepts', async () => {
    const result = await restoreWallet(
      { walletChoice: 'xverse', xverseAddress: mainnet.p2pkh, xversePayment: null },
      connectors().connectors,
      context,
    );
    expect(result.session).toEqual(disconnectedSession);
    expect(result.effects[0]).toMatchObject({ type: 'showError' });
  });

  it('restores the devnet wallet from its stored key only', async () => {
    const storage = new MemoryStorage();
    const devnet = devnetConnector({ fetch: () => Promise.reject(new Error('offline')), baseUrl: '', storage });
    const withDevnet = { ...connectors().connectors, devnet };
    const stored = { walletChoice: 'devnet', xverseAddress: null, xversePayment: null };
    expect(await restoreWallet(stored, withDevnet, marketContext('devnet'))).toEqual(nothing);
    expect(storage.length).toBe(0);
    storage.setItem(devnetKeyStorageKey, '07'.repeat(32));
    // The server is unreachable here: restoring reads the balance, so it rejects rather than invent one.
    await expect(restoreWallet(stored, withDevnet, marketContext('devnet'))).rejects.toThrow('offline');
    expect(await devnet.getAccounts()).toEqual([testAddresses('devnet').p2tr]);
  });

  it('restores no wallet that moved off the market’s chain: connecting asks for it, a page load does not', async () => {
    const unisatMoved = connectors([mainnet.p2tr]);
    unisatMoved.unisat.switchInWallet('BITCOIN_SIGNET');
    const stored = { walletChoice: 'unisat', xverseAddress: null, xversePayment: null };
    expect(await restoreWallet(stored, unisatMoved.connectors, context)).toEqual(nothing);
    expect(unisatMoved.unisat.calls.map((call) => call.method)).not.toContain('switchChain');

    const xverseMoved = connectors();
    xverseMoved.sats.switchNetwork(BitcoinNetworkType.Testnet4);
    const keptXverse = { walletChoice: 'xverse', xverseAddress: mainnet.p2tr, xversePayment: null };
    expect(await restoreWallet(keptXverse, xverseMoved.connectors, context)).toEqual(nothing);
    expect(await xverseMoved.connectors.xverse.getAccounts()).toEqual([]);
  });

  it('restores an xverse session whose chain it may no longer read, its network then unknown', async () => {
    const setup = connectors();
    setup.sats.connected = false;
    const result = await restoreWallet(
      { walletChoice: 'xverse', xverseAddress: mainnet.p2tr, xversePayment: null },
      setup.connectors,
      context,
    );
    expect(result.session).toMatchObject({ isConnect: true, address: mainnet.p2tr, network: '' });
  });

  it('restores nothing without a stored choice', async () => {
    expect(
      await restoreWallet(
        { walletChoice: null, xverseAddress: null, xversePayment: null },
        connectors().connectors,
        context,
      ),
    ).toEqual(nothing);
  });
});
