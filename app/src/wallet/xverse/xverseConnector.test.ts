import { bitcoin, networkParams } from '@ordmarket/protocol';
import { testAddresses } from '@ordmarket/protocol/testing';
import { AddressPurpose, BitcoinNetworkType } from 'sats-connect';
import { describe, expect, it } from 'vitest';
import type { EsploraAddress } from '../esplora';
import { FakeSatsConnect } from '../testing/fakeSatsConnect';
import { xverseAddressMessage, xverseConnector } from './xverseConnector';

const { p2tr: ordinals, p2wpkh: payment } = testAddresses('mainnet');

function setup(stats: Record<string, EsploraAddress> = {}) {
  const fake = new FakeSatsConnect(ordinals, payment);
  const fetched: string[] = [];
  const xverse = xverseConnector({
    client: fake,
    isInstalled: () => true,
    fetchAddress: (address) => {
      fetched.push(address);
      const answer = stats[address];
      return answer ? Promise.resolve(answer) : Promise.reject(new Error('unknown address'));
    },
  });
  return { fake, xverse, fetched };
}

const chain = (funded: number, spent: number): EsploraAddress => ({
  chain_stats: { funded_txo_sum: funded, spent_txo_sum: spent },
  mempool_stats: { funded_txo_sum: 999, spent_txo_sum: 0 },
});

describe('the Xverse connector over sats-connect', () => {
  it("asks for the ordinals and payment addresses with the spec's message on Mainnet", async () => {
    const { fake, xverse } = setup();
    expect(await xverse.connect()).toEqual({
      address: ordinals,
      publicKey: 'aa'.repeat(32),
      accounts: [ordinals, payment],
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
    expect(await xverse.getNetwork()).toBe('mainnet');
  });

  it('computes the balance as funded minus spent output sums, unconfirmed 0', async () => {
    const { xverse, fetched } = setup({ [payment]: chain(150_000, 40_000) });
    await xverse.connect();
    expect(await xverse.getBalance()).toEqual({ confirmed: 110_000, unconfirmed: 0, total: 110_000 });
    expect(fetched).toEqual([payment]);
  });

  it('reads the balance of a restored address', async () => {
    const { xverse } = setup({ [ordinals]: chain(5000, 5000) });
    xverse.restore({ ordinals, ordinalsPublicKey: '' });
    expect(await xverse.getBalance()).toEqual({ confirmed: 0, unconfirmed: 0, total: 0 });
  });

  it('signs a PSBT in base64, naming the address of each of its inputs', async () => {
    const { fake, xverse } = setup();
    await xverse.connect();
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

  it('sends bitcoin and signs messages with the ordinals address', async () => {
    const { fake, xverse } = setup();
    await xverse.connect();
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
    await xverse.connect();
    fake.refuse = true;
    const calls = [
      () => xverse.connect(),
      () => xverse.getNetwork(),
      () => xverse.switchToMainnet(),
      () => xverse.signPsbt(new bitcoin.Psbt().toBase64()),
      () => xverse.sendBitcoin(payment, 1000),
      () => xverse.signMessage('hi', 'ecdsa'),
      () => xverse.disconnect(),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow(/^User Canceled$/);
  });

  it('follows account and network changes until unsubscribed, and forgets its addresses on disconnect', async () => {
    const { fake, xverse } = setup();
    await xverse.connect();
    const seen: unknown[] = [];
    const stopAccounts = xverse.on('accountsChanged', (accounts) => seen.push(accounts));
    const stopNetwork = xverse.on('networkChanged', (network) => seen.push(network));
    for (const listener of fake.accountListeners) listener({ type: 'accountChange', addresses: fake.addresses() });
    for (const listener of fake.networkListeners) {
      listener({ type: 'networkChange', bitcoin: { name: BitcoinNetworkType.Testnet }, stacks: { name: 'testnet' } });
    }
    stopAccounts();
    stopNetwork();
    expect(fake.accountListeners.size + fake.networkListeners.size).toBe(0);
    expect(seen).toEqual([[ordinals, payment], 'testnet']);
    await xverse.disconnect();
    expect(await xverse.getAccounts()).toEqual([]);
  });
});
