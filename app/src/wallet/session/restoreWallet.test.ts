import { testAddresses } from '@ordmarket/protocol/testing';
import { describe, expect, it } from 'vitest';
import { devnetConnector } from '../devnet/devnetConnector';
import { devnetKeyStorageKey } from '../devnet/devnetKeyStore';
import { MemoryStorage } from '../../testing/memoryStorage';
import { FakeSatsConnect } from '../testing/fakeSatsConnect';
import { FakeUnisat } from '../testing/fakeUnisat';
import { unisatConnector } from '../unisat/unisatConnector';
import { xverseConnector } from '../xverse/xverseConnector';
import { restoreWallet } from './restoreWallet';
import { disconnectedSession } from './WalletSession';

const mainnet = testAddresses('mainnet');
const context = { marketNetwork: 'mainnet' } as const;
const nothing = { session: disconnectedSession, effects: [] };

function connectors(unisatAccounts: string[] = []) {
  const unisat = new FakeUnisat();
  unisat.accounts = unisatAccounts;
  const sats = new FakeSatsConnect(mainnet.p2tr, mainnet.p2wpkh);
  const fetched: string[] = [];
  const xverse = xverseConnector({
    client: sats,
    fetchAddress: (address) => {
      fetched.push(address);
      return Promise.resolve({ chain_stats: { funded_txo_sum: 7000, spent_txo_sum: 2000 } });
    },
  });
  return { unisat, sats, fetched, connectors: { unisat: unisatConnector(() => unisat), xverse } };
}

describe('wallet restore on load (spec §4)', () => {
  it('reads unisat from the browser: the accounts it already shares, no prompt', async () => {
    const setup = connectors([mainnet.p2tr]);
    const result = await restoreWallet({ walletChoice: 'unisat', xverseAddress: null }, setup.connectors, context);
    expect(result.session).toMatchObject({ isConnect: true, walletName: 'unisat', address: mainnet.p2tr });
    expect(setup.unisat.calls.map((call) => call.method)).not.toContain('requestAccounts');
  });

  it('stays disconnected when unisat shares no account or is not installed', async () => {
    const setup = connectors([]);
    expect(await restoreWallet({ walletChoice: 'unisat', xverseAddress: null }, setup.connectors, context)).toEqual(
      nothing,
    );
    const absent = { ...setup.connectors, unisat: unisatConnector(() => undefined) };
    expect(await restoreWallet({ walletChoice: 'unisat', xverseAddress: null }, absent, context)).toEqual(nothing);
  });

  it('restores xverse from its stored address, balance funded minus spent', async () => {
    const setup = connectors();
    const result = await restoreWallet(
      { walletChoice: 'xverse', xverseAddress: mainnet.p2tr },
      setup.connectors,
      context,
    );
    expect(result.session).toEqual({
      isConnect: true,
      walletName: 'xverse',
      address: mainnet.p2tr,
      accounts: [mainnet.p2tr],
      publicKey: '',
      balance: { confirmed: 5000, unconfirmed: 0, total: 5000 },
      network: 'mainnet',
    });
    expect(setup.sats.requests.map((request) => request.method)).not.toContain('wallet_connect');
  });

  it('refuses a stored xverse address the rule no longer accepts', async () => {
    const result = await restoreWallet(
      { walletChoice: 'xverse', xverseAddress: mainnet.p2pkh },
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
    const stored = { walletChoice: 'devnet', xverseAddress: null };
    expect(await restoreWallet(stored, withDevnet, { marketNetwork: 'devnet' })).toEqual(nothing);
    expect(storage.length).toBe(0);
    storage.setItem(devnetKeyStorageKey, '07'.repeat(32));
    // The server is unreachable here: restoring reads the balance, so it rejects rather than invent one.
    await expect(restoreWallet(stored, withDevnet, { marketNetwork: 'devnet' })).rejects.toThrow('offline');
    expect(await devnet.getAccounts()).toEqual([testAddresses('devnet').p2tr]);
  });

  it('restores nothing without a stored choice', async () => {
    expect(await restoreWallet({ walletChoice: null, xverseAddress: null }, connectors().connectors, context)).toEqual(
      nothing,
    );
  });
});
