import { bitcoin, networkParams, verifyMessage } from '@ordmarket/protocol';
import { testAddresses } from '@ordmarket/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DatabaseHandle,
  postJson,
  type RunningServer,
  startTestServer,
  embeddedTestDatabases,
} from '@ordmarket/server/testing';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { marketChainsOf } from '../chain/marketChains';
import { WrongChainError } from '../chain/wrongChain';
import { devnetConnector, type DevnetConnector } from './devnetConnector';
import { devnetKeyStorageKey } from './devnetKeyStore';

const mine = (url: string) => postJson(url, '/devnet/mine', { blocks: 1 });

describe.each(embeddedTestDatabases)('the devnet wallet against a real server on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let wallet: DevnetConnector;
  let address: string;
  const storage = new MemoryStorage();

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    wallet = devnetConnector({ fetch: (input, init) => fetch(input, init), baseUrl: server.url, storage });
    address = (await wallet.connect()).address;
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('creates a p2tr key in the browser, keeps it under its storage key and comes back to it', async () => {
    expect(address).toMatch(/^tb1p[02-9ac-hj-np-z]{58}$/);
    const connection = await wallet.connect();
    // One key holds the inscriptions and pays: the payment fields are the address and its x-only key.
    expect(connection).toMatchObject({ paymentAddress: address, paymentPublicKey: connection.publicKey });
    expect(connection.publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(storage.getItem(devnetKeyStorageKey)).toMatch(/^[0-9a-f]{64}$/);
    const again = devnetConnector({ fetch, baseUrl: server.url, storage });
    expect(again.hasStoredKey()).toBe(true);
    expect((await again.connect()).address).toBe(address);
    expect(await wallet.getChain()).toBe('devnet');
    await wallet.moveToChain(marketChainsOf('devnet'));
    await expect(wallet.moveToChain(marketChainsOf('mainnet'))).rejects.toThrow(WrongChainError);
  });

  it('imports a demo wallet key as hex or WIF', () => {
    const other = devnetConnector({ fetch, baseUrl: server.url, storage: new MemoryStorage() });
    const expected = testAddresses('devnet').p2tr;
    expect(other.importKey('07'.repeat(32))).toBe(expected);
    expect(other.importKey('cMpMxK92W1DjqDvWV3pMn4xLwAuQJhNF3MFqkEHUQRPQofUJku8R')).toBe(expected);
    expect(() => other.importKey('cMpMxK92W1DjqDvWV3pMn4xLwAuQJhNF3MFqkEHUQRPQofUJku8S')).toThrow('checksum');
  });

  it('is funded by the faucet: unconfirmed first, confirmed once mined', async () => {
    expect(await wallet.faucet(100_000)).toMatch(/^[0-9a-f]{64}$/);
    expect(await wallet.getBalance()).toEqual({ confirmed: 0, unconfirmed: 100_000, total: 100_000 });
    await mine(server.url);
    expect(await wallet.getBalance()).toEqual({ confirmed: 100_000, unconfirmed: 0, total: 100_000 });
  });

  it('sends bitcoin in a real transaction the devnet accepts and mines', async () => {
    const friend = devnetConnector({ fetch, baseUrl: server.url, storage: new MemoryStorage() });
    const to = (await friend.connect()).address;
    const txid = await wallet.sendBitcoin(to, 20_000, { feeRate: 3 });
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    // Until it is mined the spent coin counts no more and the change is unconfirmed: never a negative amount.
    const pending = await wallet.getBalance();
    expect(pending.confirmed).toBe(0);
    expect(pending.unconfirmed).toBeGreaterThan(79_000);
    expect(pending.total).toBe(pending.unconfirmed);
    await mine(server.url);
    const status = (await (await fetch(`${server.url}/mempool/api/tx/${txid}/status`)).json()) as {
      confirmed: boolean;
    };
    expect(status.confirmed).toBe(true);
    expect(await friend.getBalance()).toEqual({ confirmed: 20_000, unconfirmed: 0, total: 20_000 });
    const left = (await wallet.getBalance()).confirmed;
    // One taproot input, two outputs at 3 sat/vB: the fee is a few hundred sats.
    expect(100_000 - 20_000 - left).toBeGreaterThan(300);
    expect(100_000 - 20_000 - left).toBeLessThan(1_000);
  });

  it('refuses a payment it cannot cover with clean coins', async () => {
    await expect(wallet.sendBitcoin(address, 10_000_000, { feeRate: 3 })).rejects.toThrow(
      'Not enough cardinal spendable funds',
    );
  });

  it('signs a listing input with SIGHASH_SINGLE|ANYONECANPAY and finalizes it', async () => {
    const [utxo] = (await (await fetch(`${server.url}/mempool/api/address/${address}/utxo`)).json()) as Array<{
      txid: string;
      vout: number;
      value: number;
    }>;
    if (!utxo) throw new Error('the wallet has no UTXO');
    const network = networkParams('devnet');
    const script = bitcoin.address.toOutputScript(address, network);
    const psbt = new bitcoin.Psbt({ network });
    const single = bitcoin.Transaction.SIGHASH_SINGLE | bitcoin.Transaction.SIGHASH_ANYONECANPAY;
    psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script, value: BigInt(utxo.value) } });
    psbt.updateInput(0, { sighashType: single });
    psbt.addOutput({ script, value: 50_000n });
    const signed = bitcoin.Psbt.fromBase64(await wallet.signPsbt(psbt.toBase64()), { network });
    const witness = signed.extractTransaction().ins[0]?.witness[0];
    expect(witness?.length).toBe(65);
    expect(witness?.[64]).toBe(single);
    const hex = await wallet.signPsbt(psbt.toHex(), { toSignInputs: [{ index: 0, sighashTypes: [single] }] });
    expect(hex).toMatch(/^70736274ff/);
    await expect(wallet.signPsbt(psbt.toHex(), { toSignInputs: [{ index: 1 }] })).rejects.toThrow('Input 1');
  });

  it("signs BIP-322 simple messages that protocol verifies and the server's sign-in accepts", async () => {
    const publicKey = await wallet.getPublicKey();
    const challenge = await postJson(server.url, '/api/v1/user/ordinals/challenge', { address, public_key: publicKey });
    const { challenge_id, message } = challenge.body.data as { challenge_id: string; message: string };
    const signature = await wallet.signMessage(message, 'bip322-simple');
    expect(verifyMessage(address, message, signature, 'devnet')).toBe(true);
    expect(verifyMessage(address, `${message}!`, signature, 'devnet')).toBe(false);
    const login = await postJson(server.url, '/api/v1/user/ordinals/login', {
      challenge_id,
      address,
      signature,
      public_key: publicKey,
      wallet: 'devnet',
    });
    expect(login.body).toMatchObject({ code: 0, data: { address } });
    await expect(wallet.signMessage(message, 'ecdsa')).rejects.toThrow('BIP-322 simple');
  });

  it('forgets the session on disconnect but keeps the key', async () => {
    await wallet.disconnect();
    expect(await wallet.getAccounts()).toEqual([]);
    expect(wallet.hasStoredKey()).toBe(true);
  });
});
