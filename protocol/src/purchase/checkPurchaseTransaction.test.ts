import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { testAddresses } from '../address/testing/testAddresses';
import { ProtocolError } from '../ProtocolError';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { checkPurchaseTransaction, type PurchaseTerms } from './checkPurchaseTransaction';
import { completeTransaction } from './completeTransaction';
import { dummies, listed, sellerPayTo, testBuyer, utxo } from './testing/purchaseFixtures';
import type { FeeOutput } from './purchaseTerms';
import { hashFromTxid } from '../txid';

const buyer = testBuyer(42);
const wallet = [...dummies(3), utxo(9, 2_000_000n), utxo(11, 3_000n, 'some')];
const purchases = [listed(7, 120_000n), listed(8, 60_000n, 'p2wpkh')];
const serviceFee: FeeOutput = { sats: 3_600n, address: testAddresses('testnet').p2wsh };
const royaltyFee: FeeOutput = { sats: 9_000n, address: sellerPayTo };

const terms: PurchaseTerms = {
  listings: purchases,
  buyer: { ordinalsAddress: buyer.ordinalsAddress, paymentAddress: buyer.payment.address, utxos: wallet },
  serviceFee,
  royaltyFee,
  feeRate: 9n,
  network: 'testnet',
};

/** The transaction the market builds, the buyer signs and the market completes with the sellers' signatures. */
function finalTx(overrides: { serviceFee?: FeeOutput; royaltyFee?: FeeOutput } = {}): bitcoin.Transaction {
  const plan = buildPurchasePsbt({
    listings: purchases,
    buyer: { ordinalsAddress: buyer.ordinalsAddress, payment: buyer.payment, utxos: wallet },
    feeRate: 9n,
    network: 'testnet',
    serviceFee,
    royaltyFee,
    ...overrides,
  });
  const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  buyer.sign(signed, plan.buyerInputs);
  const sellers = plan.sellerInputs.map((index, k) => ({ index, witness: purchases[k]?.listing.sellerWitness ?? [] }));
  return completeTransaction(plan.psbt, signed.toBase64(), sellers);
}

const code = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return error.code as string;
    throw error;
  }
  return 'accepted';
};

const withoutOutput = (tx: bitcoin.Transaction, value: bigint): bitcoin.Transaction => {
  const copy = tx.clone();
  const index = copy.outs.findIndex((out) => out.value === value);
  copy.outs.splice(index, 1);
  return copy;
};

describe('checkPurchaseTransaction, the one purchase check', () => {
  it('accepts the transaction the market built and the buyer signed, with every fee paid', () => {
    expect(code(() => checkPurchaseTransaction(finalTx(), terms))).toBe('accepted');
  });

  it('refuses a dropped or lowered royalty, and a dropped or lowered service fee', () => {
    expect(code(() => checkPurchaseTransaction(finalTx({ royaltyFee: { ...royaltyFee, sats: 8_999n } }), terms))).toBe(
      'fee-missing',
    );
    expect(code(() => checkPurchaseTransaction(withoutOutput(finalTx(), royaltyFee.sats), terms))).toBe('fee-missing');
    expect(code(() => checkPurchaseTransaction(finalTx({ serviceFee: { ...serviceFee, sats: 100n } }), terms))).toBe(
      'fee-missing',
    );
    expect(code(() => checkPurchaseTransaction(withoutOutput(finalTx(), serviceFee.sats), terms))).toBe('fee-missing');
  });

  it('refuses a royalty redirected to another address', () => {
    const tx = finalTx({ royaltyFee: { ...royaltyFee, address: buyer.ordinalsAddress } });
    expect(code(() => checkPurchaseTransaction(tx, terms))).toBe('fee-missing');
  });

  it("refuses a transaction that changes a seller's output, or breaks a seller's signature", () => {
    const tx = finalTx();
    const seller = tx.outs[4];
    if (seller) seller.value -= 1n;
    expect(code(() => checkPurchaseTransaction(tx, terms))).toBe('seller-signature-invalid');
    const other = finalTx();
    other.setWitness(3, [new Uint8Array(65).fill(1)]);
    expect(code(() => checkPurchaseTransaction(other, terms))).toBe('invalid-seller-psbt');
  });

  it('refuses a transaction where an inscription would not land at offset 0 of a buyer output', () => {
    const tx = finalTx();
    const merged = tx.outs[0];
    const inscriptionOutput = tx.outs[1];
    if (merged && inscriptionOutput) {
      merged.value -= 100n;
      inscriptionOutput.value += 100n;
    }
    expect(code(() => checkPurchaseTransaction(tx, terms))).toBe('inscription-not-at-offset-zero');
  });

  it('refuses a transaction that spends an inscribed UTXO, an unknown one, or one output twice', () => {
    const inscribed = finalTx();
    inscribed.addInput(hashFromTxid(utxo(11, 0n).txid), 11);
    expect(code(() => checkPurchaseTransaction(inscribed, terms))).toBe('inscribed-utxo-as-payment');
    const unknown = finalTx();
    unknown.addInput(new Uint8Array(32).fill(0x77), 0);
    expect(code(() => checkPurchaseTransaction(unknown, terms))).toBe('unknown-input');
    const twice = finalTx();
    const first = twice.ins[0];
    if (first) twice.addInput(first.hash, first.index);
    expect(code(() => checkPurchaseTransaction(twice, terms))).toBe('spent-twice');
  });

  it('refuses a purchase that misses a listing or pays a stranger', () => {
    expect(
      code(() => checkPurchaseTransaction(finalTx(), { ...terms, listings: [...purchases, listed(9, 1_000n)] })),
    ).toBe('listing-missing');
    const stranger = finalTx();
    const change = stranger.outs.at(-1);
    if (change)
      change.script = bitcoin.address.toOutputScript(testAddresses('testnet').p2pkh, bitcoin.networks.testnet);
    expect(code(() => checkPurchaseTransaction(stranger, terms))).toBe('stranger-output');
  });

  it('refuses a fee under the real size at the rate, and one far above it', () => {
    const cheap = finalTx();
    const change = cheap.outs.at(-1);
    if (change) change.value += 200n;
    expect(code(() => checkPurchaseTransaction(cheap, terms))).toBe('fee-too-low');
    const costly = finalTx();
    const costlyChange = costly.outs.at(-1);
    if (costlyChange) costlyChange.value -= 5_000n;
    expect(code(() => checkPurchaseTransaction(costly, terms))).toBe('fee-too-high');
    expect(code(() => checkPurchaseTransaction(finalTx(), { ...terms, feeRate: 20n }))).toBe('fee-too-low');
  });

  it('refuses a purchase without its dummies, and an output below dust', () => {
    expect(code(() => checkPurchaseTransaction(withoutOutput(finalTx(), 600n), terms))).toBe('dummies-missing');
    const dust = finalTx();
    dust.addOutput(buyer.payment.script, 100n);
    expect(code(() => checkPurchaseTransaction(dust, terms))).toBe('dust-output');
  });

  it("refuses an inscription output below the buyer's dust limit: 294 sats into taproot", () => {
    const short = listed(12, 30_000n, 'p2wpkh', 294n);
    const plan = buildPurchasePsbt({
      listings: [short],
      buyer: { ordinalsAddress: buyer.ordinalsAddress, payment: buyer.payment, utxos: wallet },
      feeRate: 9n,
      network: 'testnet',
    });
    const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    buyer.sign(signed, plan.buyerInputs);
    const sellers = plan.sellerInputs.map((index) => ({ index, witness: short.listing.sellerWitness }));
    const padded = completeTransaction(plan.psbt, signed.toBase64(), sellers);
    const shortTerms = { ...terms, listings: [short], serviceFee: undefined, royaltyFee: undefined };
    expect(code(() => checkPurchaseTransaction(padded, shortTerms))).toBe('accepted');
    // The same sats laid out as the inscription's 294 and 36 more of change: the output no node relays.
    const unpadded = padded.clone();
    const [inscriptionOutput, change] = [unpadded.outs[1], unpadded.outs.at(-1)];
    if (!inscriptionOutput || !change) throw new Error('no outputs');
    inscriptionOutput.value = 294n;
    change.value += 36n;
    expect(code(() => checkPurchaseTransaction(unpadded, shortTerms))).toBe('dust-output');
  });

  it('answers any mutation of the final transaction with acceptance or a typed refusal, never a crash', () => {
    const signed = finalTx().toBuffer();
    fc.assert(
      fc.property(fc.nat({ max: signed.length - 1 }), fc.integer({ min: 1, max: 255 }), (index, flip) => {
        const bytes = Uint8Array.from(signed);
        bytes[index] = (bytes[index] ?? 0) ^ flip;
        let tx: bitcoin.Transaction;
        try {
          tx = bitcoin.Transaction.fromBuffer(bytes);
        } catch {
          return;
        }
        expect(typeof code(() => checkPurchaseTransaction(tx, terms))).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});

describe('checkPurchaseTransaction for a wallet with one address for payments and inscriptions', () => {
  it('accepts a purchase without change, whose last inscription output sits at the payment address', () => {
    const single = testBuyer(48);
    const bought = [listed(4, 100_000n)];
    const request = (utxos: Array<ReturnType<typeof utxo>>) => ({
      listings: bought,
      buyer: { ordinalsAddress: single.ordinalsAddress, payment: single.payment, utxos },
      feeRate: 5n,
      network: 'testnet' as const,
    });
    const wide = buildPurchasePsbt(request([...dummies(2), utxo(9, 1_000_000n)]));
    const changeOutputCost = BigInt(8 + 1 + single.payment.script.length) * 5n;
    // 100 sats more than the purchase costs without change: too few to keep, so the builder leaves no change.
    const coins = [...dummies(2), utxo(9, 1_000_000n - wide.changeSats - changeOutputCost + 100n)];
    const plan = buildPurchasePsbt(request(coins));
    expect(plan.changeSats).toBe(0n);
    expect(single.ordinalsAddress).toBe(single.payment.address);
    const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    single.sign(signed, plan.buyerInputs);
    const sellers = plan.sellerInputs.map((index) => ({ index, witness: bought[0]?.listing.sellerWitness ?? [] }));
    const tx = completeTransaction(plan.psbt, signed.toBase64(), sellers);
    const checked = code(() =>
      checkPurchaseTransaction(tx, {
        listings: bought,
        buyer: { ordinalsAddress: single.ordinalsAddress, paymentAddress: single.payment.address, utxos: coins },
        feeRate: 5n,
        network: 'testnet',
      }),
    );
    expect(checked).toBe('accepted');
  });
});
