import { testAddresses } from '@ordmarket/protocol/testing';
import { describe, expect, it } from 'vitest';
import { keptThroughDisconnect } from './keptThroughDisconnect';
import { FakeUnisat } from '../testing/fakeUnisat';
import { unisatConnector } from '../unisat/unisatConnector';
import { onUnisatAccountsChanged, onUnisatNetworkChanged } from './unisatEvents';
import { disconnectedSession, type WalletSession } from './WalletSession';

const unsupported =
  'This wallet type doesn\'t support ordinals. Use an address starting with "bc1p" or "bc1q" before connecting.';
const mainnet = testAddresses('mainnet');
const testnet = testAddresses('testnet');
const context = { marketNetwork: 'mainnet' } as const;

const connectedAs = (address: string): WalletSession => ({
  ...disconnectedSession,
  isConnect: true,
  walletName: 'unisat',
  address,
  accounts: [address],
  network: 'mainnet',
  balance: { confirmed: 1, unconfirmed: 0, total: 1 },
});

const disconnectEffects = [
  { type: 'disconnectWallet', walletName: 'unisat' },
  { type: 'clearLocalStorage', keep: keptThroughDisconnect },
  { type: 'leaveProtectedRoute' },
];

describe('unisat accounts change (spec §4)', () => {
  it('stores a new first account that passes, connected as unisat, with key, balance and network fetched', async () => {
    const fake = new FakeUnisat();
    const result = await onUnisatAccountsChanged(
      connectedAs(mainnet.p2wpkh),
      [mainnet.p2tr, mainnet.p2wpkh],
      unisatConnector(() => fake),
      context,
    );
    expect(result.session).toEqual({
      isConnect: true,
      walletName: 'unisat',
      address: mainnet.p2tr,
      accounts: [mainnet.p2tr, mainnet.p2wpkh],
      publicKey: fake.publicKey,
      paymentAddress: mainnet.p2tr,
      paymentPublicKey: fake.publicKey,
      balance: { confirmed: 1000, unconfirmed: 200, total: 1200 },
      network: 'mainnet',
    });
    expect(result.effects).toEqual([{ type: 'rememberWallet', walletName: 'unisat' }]);
    expect(fake.calls.map((call) => call.method).sort()).toEqual(['getBalance', 'getNetwork', 'getPublicKey']);
  });

  it('changes nothing when the first account is the current one', async () => {
    const fake = new FakeUnisat();
    const session = connectedAs(mainnet.p2tr);
    const result = await onUnisatAccountsChanged(
      session,
      [mainnet.p2tr],
      unisatConnector(() => fake),
      context,
    );
    expect(result).toEqual({ session, effects: [] });
    expect(fake.calls).toEqual([]);
  });

  it("refuses an unsupported first account with the spec's message and disconnects", async () => {
    const fake = new FakeUnisat();
    const result = await onUnisatAccountsChanged(
      connectedAs(mainnet.p2tr),
      [mainnet.p2sh],
      unisatConnector(() => fake),
      context,
    );
    expect(result.session).toEqual(disconnectedSession);
    expect(result.effects).toEqual([{ type: 'showError', message: unsupported }, ...disconnectEffects]);
    expect(fake.calls).toEqual([]);
  });

  it('disconnects and clears everything on an empty account list', async () => {
    const result = await onUnisatAccountsChanged(
      connectedAs(mainnet.p2tr),
      [],
      unisatConnector(() => new FakeUnisat()),
      context,
    );
    expect(result).toEqual({ session: disconnectedSession, effects: disconnectEffects });
  });

  it("rejects with 'User Canceled' when the wallet refuses to answer", async () => {
    const fake = new FakeUnisat();
    fake.refuse = true;
    await expect(
      onUnisatAccountsChanged(
        disconnectedSession,
        [mainnet.p2tr],
        unisatConnector(() => fake),
        context,
      ),
    ).rejects.toThrow(/^User Canceled$/);
  });
});

describe('unisat network change (spec §4)', () => {
  const session = connectedAs(mainnet.p2tr);

  it('records mainnet, clears the popup and reloads the data', () => {
    expect(onUnisatNetworkChanged({ ...session, network: 'testnet' }, 'mainnet', 'unisat', context)).toEqual({
      session: { ...session, network: 'mainnet' },
      effects: [{ type: 'clearPopup' }, { type: 'reloadData' }],
    });
  });

  it('records another network and asks the wallet to switch to mainnet', () => {
    expect(onUnisatNetworkChanged(session, 'testnet', 'unisat', context)).toEqual({
      session: { ...session, network: 'testnet' },
      effects: [{ type: 'askToSwitchNetwork', network: 'mainnet' }],
    });
  });

  it('is ignored when unisat is not the stored wallet', () => {
    expect(onUnisatNetworkChanged(session, 'testnet', 'xverse', context)).toEqual({ session, effects: [] });
    expect(onUnisatNetworkChanged(session, 'testnet', null, context)).toEqual({ session, effects: [] });
  });

  it('expects testnet rules for a devnet market', () => {
    const devnet = { marketNetwork: 'devnet' } as const;
    const onTestnet = { ...connectedAs(testnet.p2tr), network: 'mainnet' } as const;
    expect(onUnisatNetworkChanged(onTestnet, 'testnet', 'unisat', devnet).effects).toEqual([
      { type: 'clearPopup' },
      { type: 'reloadData' },
    ]);
    expect(onUnisatNetworkChanged(onTestnet, 'mainnet', 'unisat', devnet).effects).toEqual([
      { type: 'askToSwitchNetwork', network: 'testnet' },
    ]);
  });
});
