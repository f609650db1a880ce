import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { ProtocolError } from '../ProtocolError';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { completeTransaction } from './completeTransaction';
import { dummies, listed, testBuyer, utxo } from './testing/purchaseFixtures';

const buyer = testBuyer(43, 'p2sh-p2wpkh');
const purchase = listed(12, 30_000n);
const plan = buildPurchasePsbt({
  listings: [purchase],
  buyer: { ordinalsAddress: buyer.ordinalsAddress, payment: buyer.payment, utxos: [...dummies(2), utxo(9, 400_000n)] },
  feeRate: 4n,
  network: 'testnet',
});
const sellers = [{ index: 2, witness: purchase.listing.sellerWitness }];

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
};

describe('completeTransaction', () => {
  it("merges the sellers' signatures with the buyer's, keeping nested segwit scriptSigs", () => {
    const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    buyer.sign(signed, plan.buyerInputs);
    const tx = completeTransaction(plan.psbt, signed.toBase64(), sellers);
    expect(tx.ins[2]?.witness).toEqual(purchase.listing.sellerWitness);
    expect(tx.ins[0]?.script).toHaveLength(23);
    expect(tx.ins[0]?.witness).toHaveLength(2);
  });

  it('finalizes inputs a wallet signed without finalizing', () => {
    const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    buyer.sign(signed, plan.buyerInputs, false);
    expect(signed.data.inputs[0]?.finalScriptWitness).toBeUndefined();
    const tx = completeTransaction(plan.psbt, signed.toBase64(), sellers);
    expect(tx.ins[0]?.witness).toHaveLength(2);
  });

  it('refuses a PSBT that changes the transaction, or leaves an input unsigned', () => {
    const changed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    changed.addOutput({ script: buyer.payment.script, value: 1_000n });
    buyer.sign(changed, plan.buyerInputs);
    expect(refusal(() => completeTransaction(plan.psbt, changed.toBase64(), sellers))).toMatch(
      /^transaction-changed: /,
    );
    const half = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    buyer.sign(half, plan.buyerInputs.slice(1));
    expect(refusal(() => completeTransaction(plan.psbt, half.toBase64(), sellers))).toBe(
      'transaction-not-signed: Input 0 of the transaction is not signed. Your wallet must sign every input it was asked to sign.',
    );
    expect(refusal(() => completeTransaction(plan.psbt, 'garbage', sellers))).toMatch(/^invalid-psbt: Invalid PSBT: /);
  });

  it("ignores a seller signature a buyer slipped into the PSBT: the market's own is what is merged", () => {
    const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    buyer.sign(signed, plan.buyerInputs);
    signed.updateInput(2, { finalScriptWitness: Uint8Array.of(1, 1, 0x55) });
    const tx = completeTransaction(plan.psbt, signed.toBase64(), sellers);
    expect(tx.ins[2]?.witness).toEqual(purchase.listing.sellerWitness);
  });
});
