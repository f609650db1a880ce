import { bitcoin } from '@ordmarket/protocol';
import { testAddresses } from '@ordmarket/protocol/testing';
import { describe, expect, it } from 'vitest';
import { marketChainsOf } from '../chain/marketChains';
import { FakeUnisat } from '../testing/fakeUnisat';
import { WalletError } from '../../errors/walletError';
import { unisatConnector } from './unisatConnector';

const address = testAddresses('mainnet').p2tr;
const mainnetMarket = marketChainsOf('mainnet');

function emptyPsbt(): bitcoin.Psbt {
  const psbt = new bitcoin.Psbt();
  psbt.addInput({ hash: '11'.repeat(32), index: 0 });
  psbt.addOutput({ script: bitcoin.address.toOutputScript(address), value: 1000n });
  return psbt;
}

describe('the unisat connector over window.unisat', () => {
  it('connects with the first account and its public key, which also pay', async () => {
    const fake = new FakeUnisat();
    fake.accounts = [address, 'bc1qother'];
    const unisat = unisatConnector(() => fake);
    expect(await unisat.connect(mainnetMarket)).toEqual({
      address,
      publicKey: fake.publicKey,
      accounts: [address, 'bc1qother'],
      paymentAddress: address,
      paymentPublicKey: fake.publicKey,
    });
    // The chain is read first: a wallet already on the market's chain is not asked anything more.
    expect(fake.calls.map((call) => call.method)).toEqual(['getChain', 'requestAccounts', 'getPublicKey']);
  });

  it('answers the balance, and the chain in the market’s names', async () => {
    const fake = new FakeUnisat();
    const unisat = unisatConnector(() => fake);
    expect(await unisat.getBalance()).toEqual({ confirmed: 1000, unconfirmed: 200, total: 1200 });
    expect(await unisat.getChain()).toBe('mainnet');
    fake.chain = 'BITCOIN_TESTNET4';
    expect(await unisat.getChain()).toBe('testnet4');
  });

  it('is unavailable without the extension', async () => {
    const unisat = unisatConnector(() => undefined);
    expect(unisat.isAvailable()).toBe(false);
    await expect(unisat.getAccounts()).rejects.toThrow('not installed');
  });

  it('signs PSBTs in hex, answering the encoding it was given, and sends bitcoin with the fee rate', async () => {
    const fake = new FakeUnisat();
    const unisat = unisatConnector(() => fake);
    const psbt = emptyPsbt();
    expect(await unisat.signPsbt(psbt.toBase64(), { toSignInputs: [{ index: 0, sighashTypes: [0x83] }] })).toBe(
      psbt.toBase64(),
    );
    // Each input to sign names the key that signs it, as UniSat requires.
    expect(fake.calls.at(-1)).toEqual({
      method: 'signPsbt',
      args: [
        psbt.toHex(),
        { autoFinalized: true, toSignInputs: [{ index: 0, publicKey: fake.publicKey, sighashTypes: [0x83] }] },
      ],
    });
    // A protected sale's leaf is signed with the untweaked key, which UniSat calls disableTweakSigner.
    await unisat.signPsbt(psbt.toHex(), {
      autoFinalized: false,
      toSignInputs: [{ index: 0, sighashTypes: [0x83], scriptPath: true }],
    });
    expect(fake.calls.at(-1)).toEqual({
      method: 'signPsbt',
      args: [
        psbt.toHex(),
        {
          autoFinalized: false,
          toSignInputs: [{ index: 0, publicKey: fake.publicKey, sighashTypes: [0x83], disableTweakSigner: true }],
        },
      ],
    });
    expect(await unisat.signPsbt(psbt.toHex(), { autoFinalized: false })).toBe(psbt.toHex());
    expect(await unisat.sendBitcoin(address, 5000, { feeRate: 12 })).toBe('ab'.repeat(32));
    expect(fake.calls.at(-1)).toEqual({ method: 'sendBitcoin', args: [address, 5000, { feeRate: 12 }] });
    await unisat.sendBitcoin(address, 5000);
    expect(fake.calls.at(-1)).toEqual({ method: 'sendBitcoin', args: [address, 5000, {}] });
    expect(await unisat.signMessage('hello', 'bip322-simple')).toBe('c2lnbmVk');
  });

  it("rejects every refused prompt with exactly 'User Canceled'", async () => {
    const fake = new FakeUnisat();
    fake.refuse = true;
    const unisat = unisatConnector(() => fake);
    const calls = [
      () => unisat.connect(mainnetMarket),
      () => unisat.getAccounts(),
      () => unisat.getPublicKey(),
      () => unisat.getBalance(),
      () => unisat.getChain(),
      () => unisat.moveToChain(marketChainsOf('signet')),
      () => unisat.signPsbt(emptyPsbt().toHex()),
      () => unisat.sendBitcoin(address, 1000, { feeRate: 5 }),
      () => unisat.signMessage('hi', 'ecdsa'),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow(/^User Canceled$/);
  });

  it("offers UniSat's transfer inscription only when the extension has it, and answers a refusal as 'User Canceled'", async () => {
    const fake = new FakeUnisat();
    const unisat = unisatConnector(() => fake);
    await unisat.inscribeTransfer?.('ordi', '1000');
    expect(fake.calls.at(-1)).toEqual({ method: 'inscribeTransfer', args: ['ordi', '1000'] });
    fake.refuse = true;
    await expect(unisat.inscribeTransfer?.('ordi', '1000')).rejects.toThrow(/^User Canceled$/);
    fake.inscribeTransfer = undefined;
    expect(unisat.inscribeTransfer).toBeUndefined();
    expect(unisatConnector(() => undefined).inscribeTransfer).toBeUndefined();
  });

  it('keeps other errors as they are', async () => {
    const fake = new FakeUnisat();
    fake.getBalance = () => Promise.reject(new Error('network down'));
    await expect(unisatConnector(() => fake).getBalance()).rejects.toThrow('network down');
  });

  it("keeps a plain error object of the extension as UniSat's error, with its message and code", async () => {
    const fake = new FakeUnisat();
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- as UniSat's page provider rejects.
    fake.getBalance = () => Promise.reject({ code: -32603, message: 'Internal JSON-RPC error.' });
    const failure = unisatConnector(() => fake).getBalance();
    await expect(failure).rejects.toThrow(WalletError);
    await expect(failure).rejects.toMatchObject({
      wallet: 'UniSat',
      message: 'Internal JSON-RPC error.',
      cause: { code: -32603 },
    });
  });

  it('follows accountsChanged and chainChanged until unsubscribed', () => {
    const fake = new FakeUnisat();
    const unisat = unisatConnector(() => fake);
    const seen: unknown[] = [];
    const stopAccounts = unisat.on('accountsChanged', (accounts) => seen.push(accounts));
    const stopChain = unisat.on('chainChanged', (chain) => seen.push(chain));
    fake.emitAccounts([address]);
    fake.switchInWallet('BITCOIN_SIGNET');
    stopAccounts();
    stopChain();
    fake.emitAccounts([]);
    fake.switchInWallet('BITCOIN_MAINNET');
    // UniSat also says networkChanged 'unknown' for signet: only chainChanged is followed, so it is heard once.
    expect(seen).toEqual([[address], 'signet']);
  });

  it('follows networkChanged instead on versions without getChain', () => {
    const fake = Object.assign(new FakeUnisat(), { getChain: undefined, switchChain: undefined });
    const unisat = unisatConnector(() => fake);
    const seen: unknown[] = [];
    const stop = unisat.on('chainChanged', (chain) => seen.push(chain));
    fake.switchInWallet('BITCOIN_TESTNET');
    stop();
    fake.switchInWallet('BITCOIN_MAINNET');
    expect(seen).toEqual(['testnet3']);
  });
});
