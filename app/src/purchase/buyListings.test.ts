import { bitcoin, bytesToHex, envelopeCodes, networkParams } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/apiClient';
import { createTokenStore } from '../api/tokenStore';
import type { PaymentSnackRequest } from '../stores/overlays/overlaysStore';
import type { SentDummyTransaction } from '@ordmarket/ui';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { UserCanceledError, type SignPsbtOptions } from '../wallet';
import { devnetKeyFromPrivateKey } from '../wallet/devnet/devnetKey';
import { signDevnetPsbt } from '../wallet/devnet/signDevnetPsbt';
import { buyListings, type BuyingParts, type PurchaseStep } from './buyListings';

const key = devnetKeyFromPrivateKey(new Uint8Array(32).fill(7));
const orderA = '00000000-0000-4000-8000-00000000000a';
const orderB = '00000000-0000-4000-8000-00000000000b';
const dummyTxid = 'cd'.repeat(32);

/** A PSBT spending one output of the wallet's key, as the market answers a purchase or a dummy preparation. */
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
function market(answers: Record<string, Answer>, wallet: { cancels?: boolean } = {}) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  const signed: SignPsbtOptions[] = [];
  const snacks: PaymentSnackRequest[] = [];
  const toasts: string[] = [];
  const pending: string[] = [];
  const steps: PurchaseStep[] = [];
  const readBeforePurchase: SentDummyTransaction[] = [];
  const fetchMarket = (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    calls.push({
      path,
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>,
    });
    const answer = answers[path] ?? { code: 10010006, msg: `no answer for ${path}` };
    return Promise.resolve(Response.json({ msg: '', data: null, ...answer }));
  };
  const api = createApiClient({
    baseUrl: 'http://market.test',
    tokenStore: createTokenStore(new MemoryStorage()),
    notify: (error) => toasts.push(error.msg),
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
    payer: { publicKey: bytesToHex(key.internalKey) },
    showReadBeforePurchase: (sent) => readBeforePurchase.push(sent),
    onDummiesPending: (txid) => pending.push(txid),
    showPaymentSnack: (request) => snacks.push(request),
    explain: (error) => (error instanceof Error ? error.message : String(error)),
    onStep: (step) => steps.push(step),
  };
  return { parts, calls, signed, snacks, toasts, pending, steps, readBeforePurchase };
}

const purchase = { psbt: walletPsbt(), buyer_inputs: [0], network_fee: 400, virtual_size: 200 };

describe('buying listings', () => {
  it('signs only the buyer inputs and hands the signed PSBT back for the market to merge and broadcast', async () => {
    const { parts, calls, signed, snacks, steps } = market({
      '/btc/ordinals/buy_ordinals': { code: 0, data: { order_id: orderA, ...purchase } },
      '/btc/ordinals/buy_ordinals_send_success': { code: 0, data: { order_id: orderA, txid: 'ab'.repeat(32) } },
    });
    expect(await buyListings(parts, { market: 'nft', orderIds: [orderA], feeRate: 11.2 })).toBe('bought');
    expect(calls[0]).toEqual({
      path: '/btc/ordinals/buy_ordinals',
      body: { order_id: orderA, fee_rate: 12, public_key: parts.payer.publicKey },
    });
    expect(signed).toEqual([{ autoFinalized: true, toSignInputs: [{ index: 0 }] }]);
    const handedBack = bitcoin.Psbt.fromBase64(String(calls[1]?.body.psbt));
    expect(handedBack.data.inputs[0]?.finalScriptWitness).toBeDefined();
    expect(calls[1]?.path).toBe('/btc/ordinals/buy_ordinals_send_success');
    expect(snacks).toEqual([{ type: 'success' }]);
    // The trader sees each step as it starts: reserving, the wallet's signature, then sending.
    expect(steps).toEqual(['reserving', 'signing', 'sending']);
  });

  it('buys a sweep through the batch calls, and a BRC-20 listing through its own', async () => {
    const sweep = market({
      '/btc/ordinals/buy_ordinals_list': { code: 0, data: { items: [], ...purchase } },
      '/btc/ordinals/buy_ordinals_list_send_success': { code: 0, data: { items: [], txid: 'ab'.repeat(32) } },
    });
    expect(await buyListings(sweep.parts, { market: 'nft', orderIds: [orderA, orderB], feeRate: 3 })).toBe('bought');
    expect(sweep.calls.map((call) => call.path)).toEqual([
      '/btc/ordinals/buy_ordinals_list',
      '/btc/ordinals/buy_ordinals_list_send_success',
    ]);
    expect(sweep.calls[0]?.body).toMatchObject({ order_ids: [orderA, orderB], fee_rate: 3 });
    const token = market({
      '/btc/brc_20/buy_brc20': { code: 0, data: { order: {}, ...purchase } },
      '/btc/brc_20/buy_brc20_send_success': { code: 0, data: { order: {}, txid: 'ab'.repeat(32) } },
    });
    expect(await buyListings(token.parts, { market: 'brc20', orderIds: [orderA], feeRate: 3 })).toBe('bought');
    expect(token.calls.map((call) => call.path)).toEqual([
      '/btc/brc_20/buy_brc20',
      '/btc/brc_20/buy_brc20_send_success',
    ]);
  });

  it('pays from the payment address when it is not the signed-in one (Xverse)', async () => {
    const { parts, calls } = market({
      '/btc/ordinals/buy_ordinals': { code: envelopeCodes.dummyUtxosNeeded, msg: 'needs 2 dummy UTXOs' },
      '/btc/ordinals/prepare_dummy_utxos': { code: 400, msg: 'no coins' },
    });
    const xverse = { ...parts, payer: { publicKey: '02'.padEnd(66, 'a'), paymentAddress: '3Payment' } };
    await buyListings(xverse, { market: 'nft', orderIds: [orderA], feeRate: 2 });
    expect(calls[0]?.body).toMatchObject({ public_key: xverse.payer.publicKey, payment_address: '3Payment' });
    expect(calls[1]?.body).toMatchObject({ count: 2, payment_address: '3Payment' });
  });

  it('makes the dummy UTXOs once, through the market, then says why and waits for them', async () => {
    const { parts, calls, pending, snacks, toasts, steps, readBeforePurchase } = market({
      '/btc/ordinals/buy_ordinals_list': { code: envelopeCodes.dummyUtxosNeeded, msg: 'needs 3 dummy UTXOs' },
      '/btc/ordinals/prepare_dummy_utxos': {
        code: 0,
        data: { transaction_id: orderB, psbt: walletPsbt(), buyer_inputs: [0], network_fee: 300, makes: 3 },
      },
      '/btc/ordinals/send_dummy_utxos': { code: 0, data: { txid: dummyTxid } },
    });
    expect(await buyListings(parts, { market: 'nft', orderIds: [orderA, orderB], feeRate: 2 })).toBe(
      'preparingDummies',
    );
    expect(calls[1]).toEqual({
      path: '/btc/ordinals/prepare_dummy_utxos',
      body: { count: 3, fee_rate: 2, public_key: parts.payer.publicKey },
    });
    expect(calls[2]?.body).toMatchObject({ transaction_id: orderB });
    expect(pending).toEqual([dummyTxid]);
    // The dialog that follows says what the transaction made and what it cost.
    expect(readBeforePurchase).toEqual([{ makes: 3, networkFee: 300 }]);
    expect(snacks).toEqual([]);
    expect(toasts).toEqual([]);
    // Each step names the dummy transaction, not the purchase the trader pressed Buy for.
    expect(steps).toEqual(['reserving', 'buildingDummies', 'signingDummies', 'sendingDummies']);
  });

  it('waits, without a second preparation or a toast, while the dummies are still confirming', async () => {
    const { parts, calls, pending, toasts } = market({
      '/btc/ordinals/buy_ordinals': {
        code: envelopeCodes.dummyUtxosPending,
        msg: `Your dummy UTXOs are being created by transaction ${dummyTxid}. Buy again once it confirms.`,
      },
    });
    expect(await buyListings(parts, { market: 'nft', orderIds: [orderA], feeRate: 2 })).toBe('dummiesPending');
    expect(calls).toHaveLength(1);
    expect(pending).toEqual([dummyTxid]);
    expect(toasts).toEqual([]);
  });

  it('puts the listing back on sale when the wallet is closed', async () => {
    const { parts, calls } = market(
      {
        '/btc/ordinals/buy_ordinals': { code: 0, data: { order_id: orderA, ...purchase } },
        '/btc/ordinals/cancel_buy_ordinals': { code: 0, data: { order_id: orderA } },
      },
      { cancels: true },
    );
    expect(await buyListings(parts, { market: 'nft', orderIds: [orderA], feeRate: 2 })).toBe('cancelled');
    expect(calls.map((call) => call.path)).toEqual(['/btc/ordinals/buy_ordinals', '/btc/ordinals/cancel_buy_ordinals']);
  });

  it("shows the market's refusal to complete (the seller delisted meanwhile): nothing was spent", async () => {
    const refusal = 'The seller delisted inscription x before your payment was sent. Nothing was spent.';
    const { parts, snacks } = market({
      '/btc/ordinals/buy_ordinals': { code: 0, data: { order_id: orderA, ...purchase } },
      '/btc/ordinals/buy_ordinals_send_success': { code: 10040006, msg: refusal },
    });
    expect(await buyListings(parts, { market: 'nft', orderIds: [orderA], feeRate: 2 })).toBe('refused');
    expect(snacks).toEqual([{ type: 'error', message: refusal }]);
  });

  it('stops at a refusal, without asking the wallet', async () => {
    const { parts, signed } = market({
      '/btc/ordinals/buy_ordinals': {
        code: 10040006,
        msg: 'Someone is already buying this inscription. Try another one.',
      },
    });
    expect(await buyListings(parts, { market: 'nft', orderIds: [orderA], feeRate: 2 })).toBe('refused');
    expect(signed).toEqual([]);
  });
});
