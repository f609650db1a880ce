import { describe, expect, it } from 'vitest';
import { testAddresses } from '../address/testing/testAddresses';
import { bitcoin } from '../bitcoin';
import { equalBytes } from '../bytes';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { completeTransaction } from './completeTransaction';
import { dummies, listed, sellerPayTo, testBuyer, utxo } from './testing/purchaseFixtures';
import { comparePurchaseReplacement, type ReplacedPurchaseTerms } from './purchaseReplacement';
import type { FeeOutput } from './purchaseTerms';

const buyer = testBuyer(43);
const sweep = [listed(21, 600_000n), listed(22, 400_000n, 'p2wpkh')];
const serviceFee: FeeOutput = { sats: 20_000n, address: testAddresses('testnet').p2wsh };
const royaltyFee: FeeOutput = { sats: 25_000n, address: testAddresses('testnet').p2pkh };
const terms: ReplacedPurchaseTerms = {
  buyer: { ordinalsAddress: buyer.ordinalsAddress, paymentAddress: buyer.payment.address },
  serviceFee,
  royaltyFee,
  network: 'testnet',
};

/** The purchase as the market broadcast it: built, signed by the buyer, the sellers' signatures merged. */
function broadcastPurchase(): bitcoin.Transaction {
  const plan = buildPurchasePsbt({
    listings: sweep,
    buyer: {
      ordinalsAddress: buyer.ordinalsAddress,
      payment: buyer.payment,
      utxos: [...dummies(3), utxo(9, 5_000_000n)],
    },
    feeRate: 5n,
    network: 'testnet',
    serviceFee,
    royaltyFee,
  });
  const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  buyer.sign(signed, plan.buyerInputs);
  const sellers = plan.sellerInputs.map((index, k) => ({ index, witness: sweep[k]?.listing.sellerWitness ?? [] }));
  return completeTransaction(plan.psbt, signed.toBase64(), sellers);
}

const purchase = broadcastPurchase();
/** A third party's address. */
const taker = testAddresses('testnet').p2tr;
const paysTo = (address: string) => (out: { script: Uint8Array }) =>
  equalBytes(out.script, bitcoin.address.toOutputScript(address, bitcoin.networks.testnet));

/** The purchase's outputs changed by `edit`: what a replacement reusing its inputs would pay. */
function replacementOf(edit: (outs: bitcoin.Transaction['outs']) => void): bitcoin.Transaction {
  const copy = purchase.clone();
  edit(copy.outs);
  return copy;
}

describe('comparePurchaseReplacement', () => {
  it('finds nothing unpaid in a fee bump that only lowers the buyer change', () => {
    const bumped = replacementOf((outs) => {
      const change = outs.at(-1);
      if (change) change.value -= 3_000n;
    });
    expect(comparePurchaseReplacement(purchase, bumped, terms)).toEqual({ keepsPayments: true, unpaidFees: [] });
  });

  it('names both fees when a replacement drops their outputs, and the royalty alone when it drops that', () => {
    const stripped = replacementOf((outs) => {
      outs.splice(outs.findIndex(paysTo(royaltyFee.address)), 1);
      outs.splice(outs.findIndex(paysTo(serviceFee.address)), 1);
    });
    expect(comparePurchaseReplacement(purchase, stripped, terms)).toEqual({
      keepsPayments: false,
      unpaidFees: ['service fee', 'royalty'],
    });
    const noRoyalty = replacementOf((outs) => {
      const royalty = outs.find(paysTo(royaltyFee.address));
      if (royalty) royalty.value = 1_000n;
    });
    expect(comparePurchaseReplacement(purchase, noRoyalty, terms).unpaidFees).toEqual(['royalty']);
  });

  it('finds a seller left unpaid, and ignores where the buyer-side outputs went', () => {
    const oneSeller = replacementOf((outs) => {
      outs.splice(outs.findIndex(paysTo(sellerPayTo)), 1);
    });
    expect(comparePurchaseReplacement(purchase, oneSeller, terms)).toEqual({ keepsPayments: false, unpaidFees: [] });
    const elsewhere = replacementOf((outs) => {
      const inscriptionOutput = outs[1];
      if (inscriptionOutput) inscriptionOutput.script = bitcoin.address.toOutputScript(taker, bitcoin.networks.testnet);
    });
    // The buyer's inscription sent to someone else takes nothing the sellers or the fees were owed.
    expect(comparePurchaseReplacement(purchase, elsewhere, terms)).toEqual({ keepsPayments: true, unpaidFees: [] });
  });
});
