import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { testAddresses } from '../address/testing/testAddresses';
import { transactionVirtualSize } from '../fees/virtualSize';
import { parseInscriptions } from '../inscriptions/parseInscriptions';
import {
  buildInscriptionOrder,
  buildOrderRefund,
  quoteInscriptionOrder,
  type InscriptionOrderPlan,
} from './inscriptionOrder';
import { taprootKeyPair } from './taprootKeyPair';

const key = taprootKeyPair(
  Uint8Array.from({ length: 32 }, (_, i) => i + 7),
  'devnet',
);
const addresses = testAddresses('devnet');
const text = (body: string) => ({ contentType: 'text/plain;charset=utf-8', body: new TextEncoder().encode(body) });

const plan: InscriptionOrderPlan = {
  inscriptions: [text('{"p":"brc-20","op":"mint","tick":"ordi","amt":"1000"}'), text('second'), text('third')],
  receiverAddress: addresses.p2tr,
  postage: 546n,
  payouts: [
    { address: addresses.p2wpkh, value: 30_000n },
    { address: addresses.p2tr, value: 1_000n },
  ],
  feeRate: 3n,
  network: 'devnet',
};
const coin = (value: bigint, vout = 0) => ({ txid: 'ab'.repeat(32), vout, value });
const sum = (tx: bitcoin.Transaction) => tx.outs.reduce((total, out) => total + out.value, 0n);

function keyPathSignatureHolds(tx: bitcoin.Transaction, values: readonly bigint[]): boolean {
  const scripts = values.map(() => key.outputScript);
  const outputKey = key.outputScript.subarray(2);
  return tx.ins.every((_, index) => {
    const sighash = tx.hashForWitnessV1(index, scripts, [...values], bitcoin.Transaction.SIGHASH_DEFAULT);
    const signature = tx.ins[index]?.witness[0];
    return signature !== undefined && curve().verifySchnorr(sighash, outputKey, signature);
  });
}

describe('an inscription order', () => {
  const quote = quoteInscriptionOrder(plan, key);

  it('costs the payouts, the postage and every transaction at the rate', () => {
    expect(quote.postage).toBe(1_638n);
    expect(quote.payouts).toBe(31_000n);
    expect(quote.revealSizes).toHaveLength(3);
    expect(quote.total).toBe(quote.networkFee + 1_638n + 31_000n);
  });

  it('paid exactly, spends it all on a commit and three reveals, each at the rate, to the receiver', () => {
    const outcome = buildInscriptionOrder({ plan, key, coins: [coin(quote.total)], refundAddress: addresses.p2wpkh });
    if (outcome.kind !== 'inscribe') throw new Error('expected an inscription');
    const { commit, reveals, surplusRefund } = outcome.transactions;
    expect(surplusRefund).toBe(0n);
    expect(quote.total - sum(commit)).toBe(transactionVirtualSize(commit) * 3n);
    expect(keyPathSignatureHolds(commit, [quote.total])).toBe(true);
    expect(commit.outs.slice(3).map((out) => out.value)).toEqual([30_000n, 1_000n]);
    reveals.forEach((reveal, index) => {
      expect(reveal.ins[0]?.hash).toEqual(commit.getHash());
      expect(reveal.ins[0]?.index).toBe(index);
      expect((commit.outs[index]?.value ?? 0n) - sum(reveal)).toBe(transactionVirtualSize(reveal) * 3n);
      expect(reveal.outs).toHaveLength(1);
      expect(reveal.outs[0]?.value).toBe(546n);
      const [found] = parseInscriptions(reveal);
      expect(found?.body).toEqual(plan.inscriptions[index]?.body);
    });
  });

  it('returns a surplus worth an output to the refund address, and gives the miners one that is not', () => {
    const over = buildInscriptionOrder({
      plan,
      key,
      coins: [coin(quote.total + 50_000n)],
      refundAddress: addresses.p2wpkh,
    });
    if (over.kind !== 'inscribe') throw new Error('expected an inscription');
    const refundOutput = over.transactions.commit.outs.at(-1);
    expect(over.transactions.surplusRefund).toBe(50_000n - 31n * 3n);
    expect(refundOutput?.value).toBe(over.transactions.surplusRefund);
    const slight = buildInscriptionOrder({
      plan,
      key,
      coins: [coin(quote.total + 200n)],
      refundAddress: addresses.p2wpkh,
    });
    if (slight.kind !== 'inscribe') throw new Error('expected an inscription');
    expect(slight.transactions.surplusRefund).toBe(0n);
    expect(slight.transactions.commit.outs).toHaveLength(5);
  });

  it('paid in two sends, spends both and pays for the second input', () => {
    const outcome = buildInscriptionOrder({
      plan,
      key,
      coins: [coin(quote.total - 10_000n), coin(20_000n, 1)],
      refundAddress: addresses.p2wpkh,
    });
    if (outcome.kind !== 'inscribe') throw new Error('expected an inscription');
    expect(outcome.transactions.commit.ins).toHaveLength(2);
    expect(keyPathSignatureHolds(outcome.transactions.commit, [quote.total - 10_000n, 20_000n])).toBe(true);
  });

  it('paid its quote in two sends, pays the second input from the commit fee instead of returning the payment', () => {
    const halves = [coin(quote.total / 2n), coin(quote.total - quote.total / 2n, 1)];
    const strict = buildInscriptionOrder({ plan, key, coins: halves, refundAddress: addresses.p2wpkh });
    expect(strict.kind).toBe('short');
    const outcome = buildInscriptionOrder({
      plan,
      key,
      coins: halves,
      refundAddress: addresses.p2wpkh,
      quotePaid: true,
    });
    if (outcome.kind !== 'inscribe') throw new Error('expected an inscription');
    const { commit, reveals, surplusRefund } = outcome.transactions;
    expect(surplusRefund).toBe(0n);
    // Everything paid is spent: the outputs the reveals and payouts need, the rest to the miners at a lower rate.
    const fee = quote.total - sum(commit);
    expect(fee).toBeGreaterThanOrEqual(transactionVirtualSize(commit));
    expect(fee).toBeLessThan(transactionVirtualSize(commit) * 3n);
    expect(keyPathSignatureHolds(commit, [quote.total / 2n, quote.total - quote.total / 2n])).toBe(true);
    expect(reveals).toHaveLength(3);
    // Nor does a quote paid in so many sends that the commit would fall below the minimum relay rate go out.
    const dust = Array.from({ length: 400 }, (_, vout) => coin(quote.total / 400n + 1n, vout));
    expect(
      buildInscriptionOrder({ plan, key, coins: dust, refundAddress: addresses.p2wpkh, quotePaid: true }).kind,
    ).toBe('short');
  });

  it('is short when the payment does not cover it, and the refund returns the payment less its own fee', () => {
    const outcome = buildInscriptionOrder({
      plan,
      key,
      coins: [coin(quote.total - 1n)],
      refundAddress: addresses.p2wpkh,
    });
    expect(outcome).toEqual({ kind: 'short', paid: quote.total - 1n, needed: quote.total });
    const refund = buildOrderRefund({
      key,
      coins: [coin(quote.total - 1n)],
      refundAddress: addresses.p2wpkh,
      feeRate: 3n,
      network: 'devnet',
    });
    expect(refund?.tx.outs).toHaveLength(1);
    expect(refund?.refunded).toBe(
      quote.total - 1n - transactionVirtualSize(refund?.tx ?? new bitcoin.Transaction()) * 3n,
    );
    expect(refund && keyPathSignatureHolds(refund.tx, [quote.total - 1n])).toBe(true);
  });

  it('refunds nothing when what is left after the fee would be dust', () => {
    expect(
      buildOrderRefund({ key, coins: [coin(500n)], refundAddress: addresses.p2wpkh, feeRate: 3n, network: 'devnet' }),
    ).toBeUndefined();
  });
});
