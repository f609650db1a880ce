import { bitcoin, networkParams } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/apiClient';
import { createTokenStore } from '../api/tokenStore';
import type { PaymentSnackRequest } from '../shell/overlays/overlaysStore';
import { MemoryStorage } from '../testing/memoryStorage';
import { UserCanceledError, type SignPsbtOptions } from '../wallet';
import { devnetKeyFromPrivateKey } from '../wallet/devnet/devnetKey';
import { signDevnetPsbt } from '../wallet/devnet/signDevnetPsbt';
import { buyListings, dummyUtxosNeededCode, type BuyingParts } from './buyListings';

const key = devnetKeyFromPrivateKey(new Uint8Array(32).fill(7));
const orderA = '00000000-0000-4000-8000-00000000000a';
const orderB = '00000000-0000-4000-8000-00000000000b';

/** A PSBT spending one output of the wallet's key, as the server answers a purchase or a dummy preparation. */
function walletPsbt(): string {
  const psbt = new bitcoin.Psbt({ network: networkParams('devnet') });
  psbt.addInput({
    hash: '11'.repeat(32),
    index: 0,
    witnessUtxo: { script: key.outputScript, value: 50_000n },
    tapInternalKey: key.internalKey,
  });
  psbt.addOutput({ script: key.outputScript, value: 49_000n });
  return psbt.toBase64();
}

type Answer = { code: number; msg?: string; data?: unknown };

/** The parts buying uses, over a real API client whose server answers `answers` by path; records every call. */
function market(answers: Record<string, Answer>, wallet: { cancels?: boolean; broadcastFails?: boolean } = {}) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const signed: SignPsbtOptions[] = [];
  const broadcast: string[] = [];
  const snacks: PaymentSnackRequest[] = [];
  const unrecorded: string[] = [];
  let readBeforePurchase = 0;
  const fetchMarket = (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    calls.push({ path, body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') });
    const answer = answers[path] ?? { code: 10010006, msg: `no answer for ${path}` };
    return Promise.resolve(Response.json({ msg: '', data: null, ...answer }));
  };
  const api = createApiClient({
    baseUrl: 'http://market.test',
    tokenStore: createTokenStore(new MemoryStorage()),
    notify: () => undefined,
    onSessionExpired: () => undefined,
    fetch: fetchMarket,
    paymentRecordRetryMs: 0,
  });
  const parts: BuyingParts = {
    api,
    wallet: {
      signPsbt: (psbt, options = {}) => {
        signed.push(options);
        if (wallet.cancels) return Promise.reject(new UserCanceledError());
        return Promise.resolve(signDevnetPsbt(bitcoin.Psbt.fromBase64(psbt), key, options).toBase64());
      },
    },
    publicKey: Buffer.from(key.internalKey).toString('hex'),
    mempool: {
      broadcast: (hex) => {
        if (wallet.broadcastFails) return Promise.reject(new Error('Mempool API returned 400 bad-txns'));
        broadcast.push(hex);
        return Promise.resolve(bitcoin.Transaction.fromHex(hex).getId());
      },
    },
    showReadBeforePurchase: () => {
      readBeforePurchase += 1;
    },
    showPaymentSnack: (request) => snacks.push(request),
    onNotRecorded: (reason) => unrecorded.push(reason),
  };
  return { parts, calls, signed, broadcast, snacks, unrecorded, readBeforePurchases: () => readBeforePurchase };
}

const purchase = { psbt: walletPsbt(), buyer_inputs: [0], network_fee: 400, virtual_size: 200 };

describe('buying listings', () => {
  it('signs the buyer inputs, broadcasts the finished transaction and reports it', async () => {
    const { parts, calls, signed, broadcast, snacks } = market({
      '/btc/ordinals/buy_ordinals': { code: 0, data: { order_id: orderA, ...purchase } },
      '/btc/ordinals/buy_ordinals_send_success': { code: 0, data: { order_id: orderA } },
    });
    expect(await buyListings(parts, { orderIds: [orderA], feeRate: 11.2 })).toBe('bought');
    expect(calls[0]).toEqual({
      path: '/btc/ordinals/buy_ordinals',
      body: { order_id: orderA, fee_rate: 12, public_key: parts.publicKey },
    });
    expect(signed).toEqual([{ autoFinalized: true, toSignInputs: [{ index: 0 }] }]);
    const [hex = ''] = broadcast;
    const tx = bitcoin.Transaction.fromHex(hex);
    expect(tx.ins[0]?.witness[0]).toHaveLength(64);
    expect(calls[1]).toEqual({
      path: '/btc/ordinals/buy_ordinals_send_success',
      body: { order_id: orderA, txid: tx.getId() },
    });
    expect(snacks).toEqual([{ type: 'success' }]);
  });

  it('buys a sweep through the batch calls', async () => {
    const { parts, calls } = market({
      '/btc/ordinals/buy_ordinals_list': { code: 0, data: { items: [], ...purchase } },
      '/btc/ordinals/buy_ordinals_list_send_success': { code: 0, data: { items: [] } },
    });
    expect(await buyListings(parts, { orderIds: [orderA, orderB], feeRate: 3 })).toBe('bought');
    expect(calls.map((call) => call.path)).toEqual([
      '/btc/ordinals/buy_ordinals_list',
      '/btc/ordinals/buy_ordinals_list_send_success',
    ]);
    expect(calls[0]?.body).toMatchObject({ order_ids: [orderA, orderB], fee_rate: 3 });
  });

  it('prepares the dummy UTXOs when the wallet has none, then shows why', async () => {
    const { parts, calls, broadcast, snacks, readBeforePurchases } = market({
      '/btc/ordinals/buy_ordinals_list': { code: dummyUtxosNeededCode, msg: 'needs 3 dummy UTXOs' },
      '/btc/ordinals/prepare_dummy_utxos': {
        code: 0,
        data: { psbt: walletPsbt(), buyer_inputs: [0], network_fee: 300 },
      },
    });
    expect(await buyListings(parts, { orderIds: [orderA, orderB], feeRate: 2 })).toBe('preparingDummies');
    expect(calls[1]).toEqual({
      path: '/btc/ordinals/prepare_dummy_utxos',
      body: { count: 3, fee_rate: 2, public_key: parts.publicKey },
    });
    expect(broadcast).toHaveLength(1);
    expect(readBeforePurchases()).toBe(1);
    expect(snacks).toEqual([]);
  });

  it('puts the listing back on sale when the wallet is closed', async () => {
    const { parts, calls, broadcast } = market(
      {
        '/btc/ordinals/buy_ordinals': { code: 0, data: { order_id: orderA, ...purchase } },
        '/btc/ordinals/cancel_buy_ordinals': { code: 0, data: { order_id: orderA } },
      },
      { cancels: true },
    );
    expect(await buyListings(parts, { orderIds: [orderA], feeRate: 2 })).toBe('cancelled');
    expect(calls.map((call) => call.path)).toEqual(['/btc/ordinals/buy_ordinals', '/btc/ordinals/cancel_buy_ordinals']);
    expect(broadcast).toEqual([]);
  });

  it("cancels and shows the mempool's refusal when the broadcast fails", async () => {
    const { parts, calls, snacks } = market(
      {
        '/btc/ordinals/buy_ordinals': { code: 0, data: { order_id: orderA, ...purchase } },
        '/btc/ordinals/cancel_buy_ordinals': { code: 0, data: { order_id: orderA } },
      },
      { broadcastFails: true },
    );
    expect(await buyListings(parts, { orderIds: [orderA], feeRate: 2 })).toBe('refused');
    expect(calls.at(-1)?.path).toBe('/btc/ordinals/cancel_buy_ordinals');
    expect(snacks).toEqual([{ type: 'error', message: 'Mempool API returned 400 bad-txns' }]);
  });

  it('says a broadcast payment the server could not record is still on its way', async () => {
    const { parts, broadcast, snacks, unrecorded } = market({
      '/btc/ordinals/buy_ordinals': { code: 0, data: { order_id: orderA, ...purchase } },
      '/btc/ordinals/buy_ordinals_send_success': { code: 10040006, msg: 'There is no purchase to record.' },
    });
    expect(await buyListings(parts, { orderIds: [orderA], feeRate: 2 })).toBe('bought');
    expect(broadcast).toHaveLength(1);
    expect(unrecorded).toEqual(['There is no purchase to record.']);
    expect(snacks).toEqual([]);
  });

  it('stops at a refusal, without asking the wallet', async () => {
    const { parts, signed } = market({
      '/btc/ordinals/buy_ordinals': {
        code: 10040006,
        msg: 'Someone is already buying this inscription. Try another one.',
      },
    });
    expect(await buyListings(parts, { orderIds: [orderA], feeRate: 2 })).toBe('refused');
    expect(signed).toEqual([]);
  });
});
