import { bitcoin, networkParams } from '@ordmarket/protocol';
import { testAddresses } from '@ordmarket/protocol/testing';
import { AddressPurpose, BitcoinNetworkType } from 'sats-connect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketChainsOf } from '../chain/marketChains';
import type { EsploraAddress } from '../esplora';
import { FakeMempool, fakeMempoolBaseUrl } from '../testing/fakeMempool';
import { FakeXverseProvider } from '../testing/fakeXverseProvider';
import { stubXverse } from '../testing/stubXverse';
import { xverseAddressMessage, xverseCannotSignLeaf, xverseConnector } from './xverseConnector';

const { p2tr: ordinals, p2wpkh: payment } = testAddresses('mainnet');
const testnet = testAddresses('testnet');
const paymentKey = `02${'bb'.repeat(32)}`;
const mainnetMarket = marketChainsOf('mainnet');

function setup(stats: Record<string, EsploraAddress> = {}) {
  const fake = new FakeXverseProvider({ ordinals, payment }, { ordinals: testnet.p2tr, payment: testnet.p2wpkh });
  stubXverse(fake);
  const mempool = new FakeMempool((address) => stats[address]);
  const xverse = xverseConnector({ fetch: mempool.fetch, baseUrl: fakeMempoolBaseUrl });
  return { fake, xverse, mempool };
}

const chain = (funded: number, spent: number): EsploraAddress => ({
  chain_stats: { funded_txo_sum: funded, spent_txo_sum: spent },
  mempool_stats: { funded_txo_sum: 999, spent_txo_sum: 0 },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Xverse connector over Xverse's own provider", () => {
  it("asks for the ordinals and payment addresses with the spec's message on Mainnet", async () => {
    const { fake, xverse } = setup();
    expect(xverse.isAvailable()).toBe(true);
    expect(await xverse.connect(mainnetMarket)).toEqual({
      address: ordinals,
      publicKey: 'aa'.repeat(32),
      accounts: [ordinals, payment],
      paymentAddress: payment,
      paymentPublicKey: paymentKey,
    });
    expect(fake.requests[0]).toEqual({
      method: 'wallet_connect',
      params: {
        addresses: [AddressPurpose.Ordinals, AddressPurpose.Payment],
        message: 'Address for receiving Ordinals and payments',
        network: BitcoinNetworkType.Mainnet,
      },
    });
    expect(xverseAddressMessage).toBe('Address for receiving Ordinals and payments');
    expect(await xverse.getAccounts()).toEqual([ordinals, payment]);
    expect(await xverse.getChain()).toBe('mainnet');
  });

  it("computes the payment address's balance as funded minus spent output sums, unconfirmed 0", async () => {
    const { xverse, mempool } = setup({ [payment]: chain(150_000, 40_000) });
    await xverse.connect(mainnetMarket);
    expect(await xverse.getBalance()).toEqual({ confirmed: 110_000, unconfirmed: 0, total: 110_000 });
    expect(mempool.requested).toEqual([`${fakeMempoolBaseUrl}/mempool/api/address/${payment}`]);
  });

  it("reads test chain addresses through the mempool proxy's testnet variant", async () => {
    const { fake, xverse, mempool } = setup();
    await xverse.connect(marketChainsOf('testnet', 'testnet3'));
    expect(fake.requests[0]?.params).toMatchObject({ network: BitcoinNetworkType.Testnet });
    await expect(xverse.getBalance()).rejects.toThrow('Mempool API returned 404');
    expect(mempool.requested).toEqual([`${fakeMempoolBaseUrl}/mempool/testnet/api/address/${testnet.p2wpkh}`]);
  });

  it('pays from a restored payment address, or from the ordinals address when none was kept', async () => {
    const restored = setup({ [payment]: chain(9000, 1000), [ordinals]: chain(5000, 5000) });
    restored.xverse.restore({ ordinals, ordinalsPublicKey: '', payment: { address: payment, publicKey: paymentKey } });
    expect(await restored.xverse.getAccounts()).toEqual([ordinals, payment]);
    expect(await restored.xverse.getBalance()).toEqual({ confirmed: 8000, unconfirmed: 0, total: 8000 });

    const older = setup({ [ordinals]: chain(5000, 5000) });
    older.xverse.restore({ ordinals, ordinalsPublicKey: '' });
    expect(await older.xverse.getAccounts()).toEqual([ordinals]);
    expect(await older.xverse.getBalance()).toEqual({ confirmed: 0, unconfirmed: 0, total: 0 });
  });

  it('signs a PSBT in base64, naming the address of each of its inputs', async () => {
    const { fake, xverse } = setup();
    await xverse.connect(mainnetMarket);
    const psbt = new bitcoin.Psbt({ network: networkParams('mainnet') });
    const script = (address: string) => bitcoin.address.toOutputScript(address, networkParams('mainnet'));
    psbt.addInput({ hash: '11'.repeat(32), index: 0, witnessUtxo: { script: script(ordinals), value: 1000n } });
    psbt.addInput({ hash: '22'.repeat(32), index: 1, witnessUtxo: { script: script(payment), value: 9000n } });
    psbt.addOutput({ script: script(payment), value: 500n });
    expect(await xverse.signPsbt(psbt.toHex())).toBe(psbt.toHex());
    expect(fake.requests.at(-1)).toEqual({
      method: 'signPsbt',
      params: { psbt: psbt.toBase64(), signInputs: { [ordinals]: [0], [payment]: [1] }, broadcast: false },
    });
    await xverse.signPsbt(psbt.toBase64(), { toSignInputs: [{ index: 1 }] });
    expect(fake.requests.at(-1)?.params).toMatchObject({ signInputs: { [payment]: [1] } });
  });

  it("signs a purchase's payment inputs, and only those, with the payment address", async () => {
    // Xverse's payment address is commonly P2SH-wrapped segwit; the seller's input belongs to someone else.
    const { p2sh: wrappedPayment, p2wsh: seller } = testAddresses('mainnet');
    const fake = new FakeXverseProvider({ ordinals, payment: wrappedPayment });
    stubXverse(fake);
    const xverse = xverseConnector({ fetch: new FakeMempool().fetch, baseUrl: fakeMempoolBaseUrl });
    expect(await xverse.connect(mainnetMarket)).toMatchObject({
      paymentAddress: wrappedPayment,
      paymentPublicKey: paymentKey,
    });

    const script = (address: string) => bitcoin.address.toOutputScript(address, networkParams('mainnet'));
    const purchase = new bitcoin.Psbt({ network: networkParams('mainnet') });
    const spend = (txByte: string, address: string, value: bigint) =>
      purchase.addInput({ hash: txByte.repeat(32), index: 0, witnessUtxo: { script: script(address), value } });
    spend('01', wrappedPayment, 600n); // dummy
    spend('02', wrappedPayment, 600n); // dummy
    spend('03', seller, 10_000n); // the listed inscription, signed by its seller
    spend('04', wrappedPayment, 200_000n); // pays
    for (const [address, value] of [
      [wrappedPayment, 1_200n],
      [ordinals, 10_000n],
      [seller, 150_000n],
      [wrappedPayment, 600n],
      [wrappedPayment, 600n],
      [wrappedPayment, 45_000n],
    ] as const) {
      purchase.addOutput({ script: script(address), value });
    }

    await xverse.signPsbt(purchase.toBase64(), { toSignInputs: [{ index: 0 }, { index: 1 }, { index: 3 }] });
    expect(fake.requests.at(-1)?.params).toEqual({
      psbt: purchase.toBase64(),
      signInputs: { [wrappedPayment]: [0, 1, 3] },
      broadcast: false,
    });
    // A leaf's signature cannot be asked of Xverse: refused before the wallet is asked anything.
    const asked = fake.requests.length;
    await expect(
      xverse.signPsbt(purchase.toBase64(), { toSignInputs: [{ index: 0, scriptPath: true }] }),
    ).rejects.toThrow(xverseCannotSignLeaf);
    expect(fake.requests).toHaveLength(asked);
  });

  it('sends bitcoin and signs messages with the ordinals address', async () => {
    const { fake, xverse } = setup();
    await xverse.connect(mainnetMarket);
    expect(await xverse.sendBitcoin(payment, 2000)).toBe('cd'.repeat(32));
    expect(fake.requests.at(-1)).toEqual({
      method: 'sendTransfer',
      params: { recipients: [{ address: payment, amount: 2000 }] },
    });
    expect(await xverse.signMessage('hello', 'bip322-simple')).toBe('c2ln');
    expect(fake.requests.at(-1)).toEqual({
      method: 'signMessage',
      params: { address: ordinals, message: 'hello', protocol: 'BIP322' },
    });
  });

  it("rejects every refused request with exactly 'User Canceled'", async () => {
    const { fake, xverse } = setup();
    await xverse.connect(mainnetMarket);
    fake.refuse = true;
    const calls = [
      () => xverse.connect(mainnetMarket),
      () => xverse.getChain(),
      () => xverse.moveToChain(marketChainsOf('signet')),
      () => xverse.signPsbt(new bitcoin.Psbt().toBase64()),
      () => xverse.sendBitcoin(payment, 1000),
      () => xverse.signMessage('hi', 'ecdsa'),
      () => xverse.disconnect(),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow(/^User Canceled$/);
  });

  it('follows account and chain changes until unsubscribed, and forgets its addresses on disconnect', async () => {
    const { fake, xverse } = setup();
    await xverse.connect(mainnetMarket);
    const seen: unknown[] = [];
    const stopAccounts = xverse.on('accountsChanged', (accounts) => seen.push(accounts));
    const stopChain = xverse.on('chainChanged', (chain) => seen.push(chain));
    fake.emit({ type: 'accountChange', addresses: fake.addresses() });
    fake.switchNetwork(BitcoinNetworkType.Testnet4);
    stopAccounts();
    stopChain();
    fake.switchNetwork(BitcoinNetworkType.Mainnet);
    expect(seen).toEqual([[ordinals, payment], 'testnet4']);
    await xverse.disconnect();
    expect(await xverse.getAccounts()).toEqual([]);
    expect(fake.connected).toBe(false);
  });
});
