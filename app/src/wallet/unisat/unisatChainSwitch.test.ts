import { testAddresses } from '@ordmarket/protocol/testing';
import { describe, expect, it } from 'vitest';
import { marketChainsOf } from '../chain/marketChains';
import { WrongChainError } from '../chain/wrongChain';
import { FakeUnisat } from '../testing/fakeUnisat';
import { unisatConnector } from './unisatConnector';

const mainnet = testAddresses('mainnet');
const testnet = testAddresses('testnet');

/** A first visit: UniSat holds one key, shown as bc1p on mainnet chains and tb1p on the test chains. */
function wallet(chain: FakeUnisat['chain'], changes: Partial<FakeUnisat> = {}) {
  const fake = Object.assign(new FakeUnisat(), { chain, connected: false, ...changes });
  fake.accountsOn.livenet = [mainnet.p2tr];
  fake.accountsOn.testnet = [testnet.p2tr];
  return { fake, unisat: unisatConnector(() => fake) };
}

const methods = (fake: FakeUnisat) => fake.calls.map((call) => call.method);

describe('UniSat on the market’s chain', () => {
  it('connects on signet and on testnet4 through getChain, with no prompt but the connection', async () => {
    for (const [chain, market] of [
      ['BITCOIN_SIGNET', marketChainsOf('signet')],
      ['BITCOIN_TESTNET4', marketChainsOf('testnet', 'testnet4')],
    ] as const) {
      const { fake, unisat } = wallet(chain);
      expect(await unisat.connect(market)).toMatchObject({ address: testnet.p2tr });
      expect(methods(fake)).toEqual(['getChain', 'requestAccounts', 'getPublicKey']);
    }
  });

  it('asks a wallet on another chain to switch before it shares an account, which is then the chain’s', async () => {
    const { fake, unisat } = wallet('BITCOIN_TESTNET');
    expect(await unisat.connect(marketChainsOf('testnet', 'testnet4'))).toMatchObject({ address: testnet.p2tr });
    expect(fake.calls.slice(0, 2)).toEqual([
      { method: 'getChain', args: [] },
      { method: 'switchChain', args: ['BITCOIN_TESTNET4'] },
    ]);
    expect(fake.chain).toBe('BITCOIN_TESTNET4');

    const onSignet = wallet('BITCOIN_SIGNET');
    expect(await onSignet.unisat.connect(marketChainsOf('mainnet'))).toMatchObject({ address: mainnet.p2tr });
    expect(onSignet.fake.calls[1]).toEqual({ method: 'switchChain', args: ['BITCOIN_MAINNET'] });
  });

  it('asks a Fractal wallet back to Bitcoin: its bc1 addresses are not Bitcoin’s coins', async () => {
    const { fake, unisat } = wallet('FRACTAL_BITCOIN_MAINNET');
    expect(await unisat.getChain()).toBe('other');
    await unisat.connect(marketChainsOf('mainnet'));
    expect(fake.chain).toBe('BITCOIN_MAINNET');
  });

  it('connects nothing when the user keeps the wallet where it is, and says where it is', async () => {
    const { fake, unisat } = wallet('BITCOIN_MAINNET', { refuseSwitch: true });
    const refused = unisat.connect(marketChainsOf('signet'));
    await expect(refused).rejects.toThrow(WrongChainError);
    await expect(refused).rejects.toMatchObject({
      problem: { walletName: 'unisat', walletChain: 'mainnet', marketChain: 'signet', reason: 'refused' },
    });
    expect(methods(fake)).toEqual(['getChain', 'switchChain']);
    expect(fake.connected).toBe(false);
  });

  it('takes either test chain on a testnet market whose chain is unknown, and any of them on the devnet', async () => {
    for (const market of [marketChainsOf('testnet'), marketChainsOf('devnet')]) {
      for (const chain of ['BITCOIN_TESTNET', 'BITCOIN_TESTNET4'] as const) {
        const { fake, unisat } = wallet(chain);
        await unisat.connect(market);
        expect(methods(fake)).not.toContain('switchChain');
      }
    }
    const onSignet = wallet('BITCOIN_SIGNET');
    await onSignet.unisat.connect(marketChainsOf('devnet'));
    expect(methods(onSignet.fake)).not.toContain('switchChain');
    // A wallet on mainnet is asked for testnet3, which UniSat has had longest.
    const onMainnet = wallet('BITCOIN_MAINNET');
    await onMainnet.unisat.connect(marketChainsOf('devnet'));
    expect(onMainnet.fake.chain).toBe('BITCOIN_TESTNET');
  });

  it('moves a connected wallet back, and reports one that stays away', async () => {
    const { fake, unisat } = wallet('BITCOIN_SIGNET', { connected: true });
    await unisat.moveToChain(marketChainsOf('signet'));
    expect(methods(fake)).toEqual(['getChain']);
    fake.switchInWallet('BITCOIN_TESTNET4');
    await unisat.moveToChain(marketChainsOf('signet'));
    expect(fake.chain).toBe('BITCOIN_SIGNET');
    fake.switchInWallet('BITCOIN_TESTNET');
    fake.refuseSwitch = true;
    await expect(unisat.moveToChain(marketChainsOf('signet'))).rejects.toMatchObject({
      problem: { walletChain: 'testnet3', marketChain: 'signet', reason: 'refused' },
    });
  });
});

describe('UniSat versions without getChain', () => {
  const legacy = (chain: FakeUnisat['chain']) => wallet(chain, { getChain: undefined, switchChain: undefined });

  it('reads the legacy network and switches with switchNetwork where it can', async () => {
    expect(await legacy('BITCOIN_TESTNET').unisat.getChain()).toBe('testnet3');
    const { fake, unisat } = legacy('BITCOIN_TESTNET');
    expect(await unisat.connect(marketChainsOf('mainnet'))).toMatchObject({ address: mainnet.p2tr });
    expect(fake.calls.slice(0, 3)).toEqual([
      { method: 'getNetwork', args: [] },
      { method: 'switchNetwork', args: ['livenet'] },
      { method: 'getNetwork', args: [] },
    ]);
  });

  it('cannot reach testnet4 or signet: nothing is asked, and the trader is told to update', async () => {
    for (const market of [marketChainsOf('testnet', 'testnet4'), marketChainsOf('signet')]) {
      const { fake, unisat } = legacy('BITCOIN_MAINNET');
      await expect(unisat.connect(market)).rejects.toMatchObject({ problem: { reason: 'cannotSwitch' } });
      expect(methods(fake)).toEqual(['getNetwork']);
    }
  });
});
