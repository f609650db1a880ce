import { describe, expect, it } from 'vitest';
import { testAddresses } from '../address/testing/testAddresses';
import { bitcoin } from '../bitcoin';
import { transactionVirtualSize } from '../fees/virtualSize';
import { makeSeller } from '../listing/testing/listingFixtures';
import { code, feeOf, prevoutsOf, resignKeyPath } from '../protection/testing/protectionFixtures';
import { hashFromTxid } from '../txid';
import type { WalletUtxo } from '../utxo/classifyUtxo';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { completeTransaction } from './completeTransaction';
import { checkFeeBump, type PaidTransaction } from './feeBump';
import type { FeeOutput, PurchaseRequest } from './purchaseTerms';
import { dummies, listed, sellerPayTo, testBuyer, utxo } from './testing/purchaseFixtures';

const buyerKey = makeSeller(48);
const buyer = testBuyer(48);
// One taproot address for both: the purchase's last inscription output then sits at the payment address too, and
// must never be taken for change.
const { ordinalsAddress } = buyer;
const listings = [listed(4, 100_000n), listed(5, 70_000n, 'p2wpkh')];
const wallet = [...dummies(3), utxo(9, 1_000_000n)];
const serviceFee: FeeOutput = { sats: 2_500n, address: testAddresses('testnet').p2wsh };

/** The purchase built at `feeRate`, signed by the buyer and completed with the sellers' signatures, and its fee. */
function paid(feeRate: bigint, extra: Partial<PurchaseRequest> & { utxos?: WalletUtxo[] } = {}) {
  const { utxos = wallet, ...rest } = extra;
  const plan = buildPurchasePsbt({
    listings,
    buyer: { ordinalsAddress, payment: buyer.payment, utxos },
    serviceFee,
    feeRate,
    network: 'testnet',
    ...rest,
  });
  const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  buyer.sign(signed, plan.buyerInputs);
  const sellers = plan.sellerInputs.map((index, k) => ({ index, witness: listings[k]?.listing.sellerWitness ?? [] }));
  const tx = completeTransaction(plan.psbt, signed.toBase64(), sellers);
  const prevouts = prevoutsOf(plan.psbt);
  expect(feeOf(tx, prevouts)).toBe(plan.costs.networkFee);
  return { tx, feeSats: plan.costs.networkFee, plan, prevouts };
}

const bump = (original: PaidTransaction, replacement: PaidTransaction) =>
  code(() =>
    checkFeeBump(original, replacement, { paymentScript: buyer.payment.script, listingCount: listings.length }),
  );

/** A copy of `from` whose last output (its change) pays `change`, the buyer's inputs signed again. */
function withChange(from: ReturnType<typeof paid>, change: bigint): PaidTransaction {
  const tx = from.tx.clone();
  const last = tx.outs[tx.outs.length - 1];
  if (!last) throw new Error('no outputs');
  last.value = change;
  resignKeyPath(tx, from.prevouts, from.plan.buyerInputs, buyerKey);
  return { tx, feeSats: feeOf(tx, from.prevouts) };
}

describe('checkFeeBump', () => {
  const original = paid(5n);

  it('accepts the same purchase rebuilt from the same listings and coins at a higher rate', () => {
    expect(original.plan.changeSats).toBeGreaterThan(0n);
    expect(bump(original, paid(8n))).toBe('accepted');
    expect(bump(original, paid(6n))).toBe('accepted');
    expect(bump(paid(8n), paid(30n))).toBe('accepted');
  });

  it('refuses a replacement spending other coins', () => {
    expect(bump(original, paid(8n, { utxos: [...dummies(3), utxo(10, 1_000_000n)] }))).toBe('bump-inputs-changed');
    const otherDummies = [utxo(4, 700n), utxo(5, 700n), utxo(6, 700n), utxo(9, 1_000_000n)];
    expect(bump(original, paid(8n, { utxos: otherDummies }))).toBe('bump-inputs-changed');
  });

  it('refuses a replacement paying another output, without the service fee, or to another ordinals address', () => {
    const royaltyFee: FeeOutput = { sats: 4_000n, address: sellerPayTo };
    expect(bump(original, paid(8n, { royaltyFee }))).toBe('bump-outputs-changed');
    expect(bump(original, paid(8n, { serviceFee: undefined }))).toBe('bump-outputs-changed');
    expect(bump(original, paid(8n, { serviceFee: { ...serviceFee, sats: 2_400n } }))).toBe('bump-outputs-changed');
    const elsewhere = { ...serviceFee, address: testAddresses('testnet').p2pkh };
    expect(bump(original, paid(8n, { serviceFee: elsewhere }))).toBe('bump-outputs-changed');
    const sniper = testBuyer(49);
    const redirected = paid(8n, {
      buyer: { ordinalsAddress: sniper.ordinalsAddress, payment: buyer.payment, utxos: wallet },
    });
    expect(bump(original, redirected)).toBe('bump-outputs-changed');
  });

  it('refuses a replacement paying less than the original fee and 1 sat/vB of its own size more', () => {
    const size = transactionVirtualSize(original.tx);
    const change = original.plan.changeSats;
    expect(bump(original, withChange(original, change - size + 1n))).toBe('bump-too-small');
    expect(bump(original, withChange(original, change - size))).toBe('accepted');
    expect(bump(original, paid(5n))).toBe('bump-too-small');
    expect(bump(original, paid(4n))).toBe('bump-too-small');
  });

  it('refuses a bigger replacement that pays enough more fee but not a higher rate', () => {
    const dear = paid(20n);
    const tx = dear.tx.clone();
    const extra = utxo(10, 50_000n);
    tx.addInput(hashFromTxid(extra.txid), extra.vout);
    const prevouts = {
      scripts: [...dear.prevouts.scripts, buyer.payment.script],
      values: [...dear.prevouts.values, extra.value],
    };
    const inputs = [...dear.plan.buyerInputs, tx.ins.length - 1];
    resignKeyPath(tx, prevouts, inputs, buyerKey);
    const size = transactionVirtualSize(tx);
    expect(size).toBeGreaterThan(transactionVirtualSize(dear.tx));
    const change = tx.outs[tx.outs.length - 1];
    if (!change) throw new Error('no change');
    change.value += extra.value - size;
    resignKeyPath(tx, prevouts, inputs, buyerKey);
    const replacement = { tx, feeSats: feeOf(tx, prevouts) };
    expect(replacement.feeSats).toBe(dear.feeSats + size);
    expect(bump(dear, replacement)).toBe('bump-rate-not-higher');
    // The same bigger replacement at a higher rate passes: only the rate was short.
    change.value -= 20n * size;
    resignKeyPath(tx, prevouts, inputs, buyerKey);
    expect(bump(dear, { tx, feeSats: feeOf(tx, prevouts) })).toBe('accepted');
  });

  it('accepts a replacement that adds a buyer coin after the original inputs, with change the original lacked', () => {
    // A coin that pays the purchase at 5 sat/vB with 100 sats to spare: too little to keep as change.
    const bare = original.plan.costs.virtualSize - BigInt(8 + 1 + buyer.payment.script.length);
    const coin = 1_000_000n - original.plan.changeSats - (original.plan.costs.virtualSize - bare) * 5n + 100n;
    const coins = [...dummies(3), utxo(9, coin), utxo(10, 60_000n)];
    const tight = paid(5n, { utxos: coins });
    expect(tight.plan.changeSats).toBe(0n);
    expect(tight.tx.outs).toHaveLength(original.tx.outs.length - 1);
    expect(tight.plan.spent.map((spent) => spent.vout)).toEqual([0, 1, 2, 9]);
    const replacement = paid(8n, { utxos: coins });
    expect(replacement.plan.spent.map((spent) => spent.vout)).toEqual([0, 1, 2, 9, 10]);
    expect(replacement.plan.changeSats).toBeGreaterThan(0n);
    expect(bump(tight, replacement)).toBe('accepted');
    // The other way round the replacement drops a coin of the original.
    expect(bump(replacement, tight)).toBe('bump-inputs-changed');
  });

  it("reads change by the layout: change of exactly a fresh dummy's value is still change", () => {
    const coins = [...dummies(3), utxo(9, 1_000_000n - original.plan.changeSats + 600n), utxo(10, 60_000n)];
    const sixHundred = paid(5n, { utxos: coins });
    expect(sixHundred.plan.changeSats).toBe(600n);
    expect(sixHundred.plan.spent).toHaveLength(4);
    // At 8 sats/vB the purchase takes one more coin and keeps a larger change in place of the 600 sats.
    const dearer = paid(8n, { utxos: coins });
    expect(dearer.plan.spent).toHaveLength(5);
    expect(dearer.plan.changeSats).toBeGreaterThan(600n);
    expect(bump(sixHundred, dearer)).toBe('accepted');
  });

  it('never takes the last inscription output for change, though it sits at the payment address', () => {
    const bare = original.plan.costs.virtualSize - BigInt(8 + 1 + buyer.payment.script.length);
    const coin = 1_000_000n - original.plan.changeSats - (original.plan.costs.virtualSize - bare) * 5n + 100n;
    const tight = paid(5n, { utxos: [...dummies(3), utxo(9, coin)] });
    expect(tight.plan.changeSats).toBe(0n);
    const shrunk = tight.tx.clone();
    const inscriptionOutput = shrunk.outs[listings.length];
    if (!inscriptionOutput) throw new Error('no inscription output');
    // A "bump" that takes its fee from the buyer's last inscription output is a changed output, not a smaller change.
    inscriptionOutput.value -= 1_000n;
    resignKeyPath(shrunk, tight.prevouts, tight.plan.buyerInputs, buyerKey);
    expect(bump(tight, { tx: shrunk, feeSats: feeOf(shrunk, tight.prevouts) })).toBe('bump-outputs-changed');
  });
});
