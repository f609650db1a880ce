import { describe, expect, it } from 'vitest';
import type { SpendKind } from '../address/keySpend';
import { bitcoin } from '../bitcoin';
import { bytesToHex } from '../bytes';
import { dustLimit } from '../fees/dust';
import { transactionVirtualSize } from '../fees/virtualSize';
import { code } from '../protection/testing/protectionFixtures';
import { txidFromHash } from '../txid';
import { buildChildPayment, descendantLimit, type ChildPaymentRequest } from './childPaysForParent';
import { testBuyer } from './testing/purchaseFixtures';

const buyer = testBuyer(55);
const parentTxid = 'd7'.repeat(32);

function request(extra: Partial<ChildPaymentRequest> = {}, parent: Partial<ChildPaymentRequest['parent']> = {}) {
  return {
    parent: { txid: parentTxid, packageVirtualSize: 600n, packageFeeSats: 1_200n, descendantCount: 1, ...parent },
    change: { vout: 7, value: 40_000n },
    payment: buyer.payment,
    targetRate: 10n,
    network: 'testnet' as const,
    ...extra,
  };
}

/** The child signed by the buyer's wallet with its real key, as broadcast. */
function signedChild(plan: ReturnType<typeof buildChildPayment>, who = buyer): bitcoin.Transaction {
  const psbt = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  who.sign(psbt, [0]);
  return psbt.extractTransaction();
}

describe('buildChildPayment', () => {
  it('pays the target rate for the package and the child together, less what the package already pays', () => {
    const plan = buildChildPayment(request());
    expect(plan.feeSats).toBe(10n * (600n + plan.virtualSize) - 1_200n);
    expect(plan.packageRate).toBe((1_200n + plan.feeSats) / (600n + plan.virtualSize));
    expect(plan.packageRate).toBeGreaterThanOrEqual(10n);
    const tx = signedChild(plan);
    expect(transactionVirtualSize(tx)).toBe(plan.virtualSize);
    expect(40_000n - (tx.outs[0]?.value ?? 0n)).toBe(plan.feeSats);
  });

  it('spends the change of the waiting purchase, one input, and pays the rest back to the payment script', () => {
    const tx = signedChild(buildChildPayment(request()));
    expect(tx.ins.map((input) => `${txidFromHash(input.hash)}:${input.index}`)).toEqual([`${parentTxid}:7`]);
    expect(tx.outs).toHaveLength(1);
    expect(bytesToHex(tx.outs[0]?.script ?? new Uint8Array())).toBe(bytesToHex(buyer.payment.script));
    const plan = buildChildPayment(request());
    expect(plan.psbt.data.inputs[0]?.witnessUtxo).toEqual({ script: buyer.payment.script, value: 40_000n });
  });

  it.each<SpendKind>(['p2wpkh', 'p2sh-p2wpkh', 'p2tr'])('sizes a %s child no smaller than it signs', (kind) => {
    const who = testBuyer(56, kind);
    const plan = buildChildPayment(request({ payment: who.payment, targetRate: 25n }));
    const real = transactionVirtualSize(signedChild(plan, who));
    expect(plan.virtualSize).toBeGreaterThanOrEqual(real);
    expect(plan.virtualSize - real).toBeLessThanOrEqual(1n);
    expect(plan.packageRate).toBeGreaterThanOrEqual(25n);
    expect(1_200n + plan.feeSats).toBeGreaterThanOrEqual(25n * (600n + real));
  });

  it('rounds nothing away: a package of uneven fee still reaches the target exactly', () => {
    const plan = buildChildPayment(request({ targetRate: 7n }, { packageVirtualSize: 333n, packageFeeSats: 1_001n }));
    expect(1_001n + plan.feeSats).toBe(7n * (333n + plan.virtualSize));
    expect(plan.packageRate).toBe(7n);
  });

  it('refuses a purchase with as many transactions waiting on it as nodes relay', () => {
    expect(code(() => buildChildPayment(request({}, { descendantCount: descendantLimit })))).toBe('descendant-limit');
    expect(code(() => buildChildPayment(request({}, { descendantCount: 25 })))).toBe('descendant-limit');
    expect(code(() => buildChildPayment(request({}, { descendantCount: 24 })))).toBe('accepted');
  });

  it('refuses a package of no size, as read from a mempool that does not hold it', () => {
    expect(code(() => buildChildPayment(request({}, { packageVirtualSize: 0n })))).toBe('invalid-package');
  });

  it('refuses a target not above the rate the package already pays', () => {
    expect(code(() => buildChildPayment(request({ targetRate: 2n })))).toBe('rate-not-higher');
    expect(code(() => buildChildPayment(request({ targetRate: 1n })))).toBe('rate-not-higher');
    expect(code(() => buildChildPayment(request({ targetRate: 2n }, { packageFeeSats: 1_199n })))).toBe('accepted');
    // 1,201 sats over 600 vB is above 2 sat/vB though its rate rounds down to 2.
    expect(code(() => buildChildPayment(request({ targetRate: 3n }, { packageFeeSats: 1_201n })))).toBe('accepted');
  });

  it('refuses a fee that would leave the change below dust, and takes one that leaves exactly dust', () => {
    const { feeSats } = buildChildPayment(request());
    const floor = dustLimit(buyer.payment.script);
    expect(code(() => buildChildPayment(request({ change: { vout: 7, value: feeSats + floor - 1n } })))).toBe(
      'change-too-small',
    );
    const atDust = buildChildPayment(request({ change: { vout: 7, value: feeSats + floor } }));
    expect(signedChild(atDust).outs[0]?.value).toBe(floor);
    expect(code(() => buildChildPayment(request({ targetRate: 1_000n })))).toBe('change-too-small');
  });

  it('refuses a fee rate as checkFeeRate refuses it', () => {
    expect(code(() => buildChildPayment(request({ targetRate: 0n })))).toBe('invalid-fee-rate');
    expect(code(() => buildChildPayment(request({ targetRate: -5n })))).toBe('invalid-fee-rate');
  });
});
