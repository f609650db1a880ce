import { testAddresses } from '@ordmarket/protocol/testing';
import { describe, expect, it } from 'vitest';
import { keptThroughDisconnect } from './keptThroughDisconnect';
import { marketChainsOf } from '../chain/marketChains';
import { FakeUnisat } from '../testing/fakeUnisat';
import { marketContext } from '../testing/marketContext';
import { unisatConnector } from '../unisat/unisatConnector';
import { onUnisatAccountsChanged, onUnisatChainChanged } from './unisatEvents';
import { disconnectedSession, type WalletSession } from './WalletSession';

const unsupported =
  'This wallet type doesn\'t support ordinals. Use an address starting with "bc1p" or "bc1q" before connecting.';
const mainnet = testAddresses('mainnet');
const testnet = testAddresses('testnet');
const context = marketContext('mainnet');

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
    expect(fake.calls.map((call) => call.method).sort()).toEqual(['getBalance', 'getChain', 'getPublicKey']);
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
    // The wallet is still on the market's chain: the address itself is what the market refuses.
    expect(fake.calls.map((call) => call.method)).toEqual(['getChain']);
  });

  it("leaves another network's address to the chain change UniSat announces next", async () => {
    const fake = new FakeUnisat();
    fake.switchInWallet('BITCOIN_SIGNET');
    const session = connectedAs(mainnet.p2tr);
    const result = await onUnisatAccountsChanged(
      session,
      [testnet.p2tr],
      unisatConnector(() => fake),
      context,
    );
    expect(result).toEqual({ session, effects: [] });
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

describe('unisat chain change (spec §4, §8)', () => {
  const session = connectedAs(mainnet.p2tr);

  it("records the market's chain, clears the popup and reloads the data", () => {
    expect(onUnisatChainChanged({ ...session, network: 'testnet' }, 'mainnet', 'unisat', context)).toEqual({
      session: { ...session, network: 'mainnet' },
      effects: [{ type: 'clearPopup' }, { type: 'reloadData' }],
    });
  });

  it("records another chain and asks the wallet back to the market's", () => {
    expect(onUnisatChainChanged(session, 'signet', 'unisat', context)).toEqual({
      session: { ...session, network: 'signet' },
      effects: [{ type: 'askToSwitchChain', walletName: 'unisat', chains: marketChainsOf('mainnet') }],
    });
    // Fractal's chains follow mainnet's address rules but are no network the market runs.
    expect(onUnisatChainChanged(session, 'other', 'unisat', context)).toMatchObject({
      session: { network: '' },
      effects: [{ type: 'askToSwitchChain' }],
    });
  });

  it('tells testnet4 from testnet3, which UniSat both calls testnet in its legacy name', () => {
    const onTestnet4 = marketContext('testnet', 'testnet4');
    const tb = connectedAs(testnet.p2tr);
    expect(onUnisatChainChanged(tb, 'testnet4', 'unisat', onTestnet4).effects).toEqual([
      { type: 'clearPopup' },
      { type: 'reloadData' },
    ]);
    expect(onUnisatChainChanged(tb, 'testnet3', 'unisat', onTestnet4)).toEqual({
      session: { ...tb, network: 'testnet' },
      effects: [{ type: 'askToSwitchChain', walletName: 'unisat', chains: marketChainsOf('testnet', 'testnet4') }],
    });
  });

  it('is ignored when unisat is not the stored wallet', () => {
    expect(onUnisatChainChanged(session, 'signet', 'xverse', context)).toEqual({ session, effects: [] });
    expect(onUnisatChainChanged(session, 'signet', null, context)).toEqual({ session, effects: [] });
  });

  it('takes any test chain for a devnet market, and asks a wallet on mainnet for testnet3', () => {
    const devnet = marketContext('devnet');
    const onTestnet = { ...connectedAs(testnet.p2tr), network: 'mainnet' } as const;
    for (const chain of ['testnet3', 'testnet4', 'signet'] as const) {
      expect(onUnisatChainChanged(onTestnet, chain, 'unisat', devnet).effects).toEqual([
        { type: 'clearPopup' },
        { type: 'reloadData' },
      ]);
    }
    expect(onUnisatChainChanged(onTestnet, 'mainnet', 'unisat', devnet).effects).toEqual([
      { type: 'askToSwitchChain', walletName: 'unisat', chains: marketChainsOf('devnet') },
    ]);
  });
});
