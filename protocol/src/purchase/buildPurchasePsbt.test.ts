import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { dustLimit } from '../fees/dust';
import { transactionVirtualSize } from '../fees/virtualSize';
import { ProtocolError } from '../ProtocolError';
import type { WalletUtxo } from '../utxo/classifyUtxo';
import { buildPurchasePsbt, type PurchasePlan } from './buildPurchasePsbt';
import { checkPurchaseTransaction } from './checkPurchaseTransaction';
import { completeTransaction } from './completeTransaction';
import { dummies, listed, sellerPayTo, testBuyer, utxo, type TestBuyer } from './testing/purchaseFixtures';
import type { SpendKind } from '../address/keySpend';
import type { PurchaseListing, PurchaseRequest } from './purchaseTerms';
import { equalBytes } from '../bytes';

const buyer = testBuyer(40);

function request(
  listings: PurchaseListing[],
  utxos: WalletUtxo[],
  extra: Partial<PurchaseRequest> = {},
  who: TestBuyer = buyer,
): PurchaseRequest {
  return {
    listings,
    buyer: { ordinalsAddress: who.ordinalsAddress, payment: who.payment, utxos },
    feeRate: 12n,
    network: 'testnet',
    ...extra,
  };
}

/** The buyer signs what it was asked to; the market merges the sellers' signatures: the broadcast transaction. */
function signAndComplete(plan: PurchasePlan, listings: PurchaseListing[], who: TestBuyer = buyer): bitcoin.Transaction {
  const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  who.sign(signed, plan.buyerInputs);
  const sellers = plan.sellerInputs.map((index, k) => ({ index, witness: listings[k]?.listing.sellerWitness ?? [] }));
  return completeTransaction(plan.psbt, signed.toBase64(), sellers);
}

const inputValues = (plan: PurchasePlan): bigint[] =>
  plan.psbt.data.inputs.map((input) => input.witnessUtxo?.value ?? 0n);

/** The output index and offset where the first sat of input `index` lands, sats flowing first in, first out. */
function landing(tx: bitcoin.Transaction, values: bigint[], index: number): { output: number; offset: bigint } {
  let sat = values.slice(0, index).reduce((a, b) => a + b, 0n);
  for (const [output, out] of tx.outs.entries()) {
    if (sat < out.value) return { output, offset: sat };
    sat -= out.value;
  }
  return { output: -1, offset: -1n };
}

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
};

describe('buildPurchasePsbt', () => {
  it('leaves every seller input unsigned: the PSBT a buyer receives carries no seller signature', () => {
    const purchase = listed(1, 250_000n);
    const plan = buildPurchasePsbt(request([purchase], [...dummies(2), utxo(9, 5_000_000n)]));
    expect(plan.sellerInputs).toEqual([2]);
    const sellerInput = plan.psbt.data.inputs[2];
    expect(sellerInput?.finalScriptWitness).toBeUndefined();
    expect(sellerInput?.tapKeySig).toBeUndefined();
    expect(sellerInput?.witnessUtxo).toEqual({ script: purchase.inscription.script, value: 10_000n });
    const signature = purchase.listing.sellerWitness[0] ?? new Uint8Array();
    expect(Buffer.from(plan.psbt.toBuffer()).includes(Buffer.from(signature))).toBe(false);
  });

  it('buys one listing: inscription at offset 0 of the buyer output, seller paid at their index, exact fee', () => {
    const purchase = listed(1, 250_000n);
    const plan = buildPurchasePsbt(request([purchase], [...dummies(2), utxo(9, 5_000_000n)]));
    const tx = signAndComplete(plan, [purchase]);
    const values = inputValues(plan);
    expect(landing(tx, values, 2)).toEqual({ output: 1, offset: 0n });
    expect(tx.outs[1]?.value).toBe(purchase.inscription.value);
    expect(tx.outs[2]?.value).toBe(250_000n);
    const fee = values.reduce((a, b) => a + b, 0n) - tx.outs.reduce((a, out) => a + out.value, 0n);
    expect(fee).toBe(plan.costs.networkFee);
    // A taproot buyer's signatures have one size: the priced size is the real one.
    expect(transactionVirtualSize(tx)).toBe(plan.costs.virtualSize);
    expect(fee).toBe(plan.costs.virtualSize * 12n);
    expect(plan.costs).toMatchObject({ subtotal: 250_000n, total: 250_000n + fee, serviceFee: 0n, royaltyFee: 0n });
  });

  it.each<SpendKind>(['p2wpkh', 'p2sh-p2wpkh'])('prices a %s buyer at the size its signatures can reach', (kind) => {
    const who = testBuyer(41, kind);
    const purchase = listed(2, 40_000n, 'p2wpkh');
    const plan = buildPurchasePsbt(request([purchase], [...dummies(2), utxo(9, 900_000n)], {}, who));
    const tx = signAndComplete(plan, [purchase], who);
    const real = transactionVirtualSize(tx);
    expect(plan.costs.virtualSize).toBeGreaterThanOrEqual(real);
    expect(plan.costs.virtualSize - real).toBeLessThanOrEqual(1n);
    const checked = checkPurchaseTransaction(tx, {
      listings: [purchase],
      buyer: { ordinalsAddress: who.ordinalsAddress, paymentAddress: who.payment.address, utxos: plan.spent },
      feeRate: 12n,
      network: 'testnet',
    });
    expect(checked.feeSats).toBe(plan.costs.networkFee);
  });

  it('sweeps 9 listings in one transaction, every inscription at offset 0 of its own output', () => {
    const sweep = Array.from({ length: 9 }, (_, n) => listed(n + 1, 10_000n * BigInt(n + 1)));
    const plan = buildPurchasePsbt(request(sweep, [...dummies(10), utxo(20, 20_000_000n)]));
    const tx = signAndComplete(plan, sweep);
    const values = inputValues(plan);
    for (let k = 0; k < 9; k += 1) {
      expect(landing(tx, values, 10 + k)).toEqual({ output: 1 + k, offset: 0n });
      expect(tx.outs[10 + k]?.value).toBe(sweep[k]?.listing.priceSats);
    }
    expect(plan.costs.subtotal).toBe(450_000n);
  });

  it('adds charged service and royalty outputs, counts them in the total, and leaves fresh dummies', () => {
    const plan = buildPurchasePsbt(
      request([listed(2, 100_000n)], [...dummies(2), utxo(9, 1_000_000n)], {
        serviceFee: { sats: 2_000n, address: sellerPayTo },
        royaltyFee: { sats: 5_000n, address: sellerPayTo },
      }),
    );
    const values = plan.psbt.txOutputs.map((out) => out.value);
    expect(values.slice(3, 5)).toEqual([2_000n, 5_000n]);
    expect(values.slice(5, 7)).toEqual([600n, 600n]);
    expect(plan.costs.total).toBe(100_000n + 2_000n + 5_000n + plan.costs.networkFee);
  });

  it('costs the buyer exactly its total: its coins drop by prices, fees and the network fee', () => {
    const wallet = [...dummies(2), utxo(9, 1_000_000n)];
    const purchase = listed(3, 80_000n);
    const plan = buildPurchasePsbt(request([purchase], wallet, { serviceFee: { sats: 1_600n, address: sellerPayTo } }));
    const tx = signAndComplete(plan, [purchase]);
    // Output 1 holds the bought inscription on its own sats (the seller's), so it is not change.
    const back = tx.outs
      .filter((out, index) => index !== 1 && equalBytes(out.script, buyer.payment.script))
      .reduce((sum, out) => sum + out.value, 0n);
    const spent = plan.spent.reduce((sum, coin) => sum + coin.value, 0n);
    expect(spent - back).toBe(plan.costs.total);
  });

  const checkedAs = (tx: bitcoin.Transaction, listings: PurchaseListing[], plan: PurchasePlan) =>
    refusal(() =>
      checkPurchaseTransaction(tx, {
        listings,
        buyer: { ordinalsAddress: buyer.ordinalsAddress, paymentAddress: buyer.payment.address, utxos: plan.spent },
        feeRate: 12n,
        network: 'testnet',
      }),
    );

  it("tops up an inscription on a 294-sat p2wpkh output to taproot's 330 from the buyer's coins", () => {
    const purchase = listed(7, 30_000n, 'p2wpkh', 294n);
    const plan = buildPurchasePsbt(request([purchase], [...dummies(2), utxo(9, 1_000_000n)]));
    const tx = signAndComplete(plan, [purchase]);
    expect(landing(tx, inputValues(plan), 2)).toEqual({ output: 1, offset: 0n });
    expect(tx.outs[1]?.value).toBe(330n);
    for (const out of tx.outs) expect(out.value).toBeGreaterThanOrEqual(dustLimit(out.script));
    expect(checkedAs(tx, [purchase], plan)).toBe('accepted');
    // The 36 sats stay the buyer's, on the inscription's output: the purchase still costs exactly its total.
    const back = tx.outs
      .filter((out) => equalBytes(out.script, buyer.payment.script))
      .reduce((sum, out) => sum + out.value, 0n);
    const spent = plan.spent.reduce((sum, coin) => sum + coin.value, 0n);
    expect(spent + 294n - back).toBe(plan.costs.total);
  });

  it('spends the one short inscription of a sweep last, so every inscription stays at offset 0', () => {
    const sweep = [listed(7, 30_000n, 'p2wpkh', 294n), listed(8, 40_000n), listed(9, 50_000n)];
    const plan = buildPurchasePsbt(request(sweep, [...dummies(4), utxo(20, 2_000_000n)]));
    expect(plan.sellerInputs).toEqual([6, 4, 5]);
    const tx = signAndComplete(plan, sweep);
    const values = inputValues(plan);
    expect([4, 5, 6].map((input) => landing(tx, values, input))).toEqual([
      { output: 1, offset: 0n },
      { output: 2, offset: 0n },
      { output: 3, offset: 0n },
    ]);
    expect(tx.outs.slice(1, 4).map((out) => out.value)).toEqual([10_000n, 10_000n, 330n]);
    expect(tx.outs.slice(4, 7).map((out) => out.value)).toEqual([40_000n, 50_000n, 30_000n]);
    expect(checkedAs(tx, sweep, plan)).toBe('accepted');
  });

  it('refuses a sweep of two inscriptions below the dust limit, naming them and the reason', () => {
    const sweep = [listed(7, 30_000n, 'p2wpkh', 294n), listed(8, 40_000n, 'p2wpkh', 300n)];
    expect(refusal(() => buildPurchasePsbt(request(sweep, [...dummies(3), utxo(20, 2_000_000n)])))).toBe(
      `inscriptions-below-dust: The inscriptions at ${'07'.repeat(32)}:0, ${'08'.repeat(32)}:0 each sit on fewer ` +
        'sats than the 330-sat dust limit of your receiving address, which no node relays; a purchase can top up ' +
        'only one of them: buy them separately',
    );
  });

  it('keeps an inscription on 294 sats as it is for a p2wpkh receiver, whose dust limit it meets', () => {
    const who = testBuyer(42, 'p2wpkh');
    const segwitReceiver = { ...who, ordinalsAddress: who.payment.address };
    const purchase = listed(7, 30_000n, 'p2wpkh', 294n);
    const plan = buildPurchasePsbt(request([purchase], [...dummies(2), utxo(9, 1_000_000n)], {}, segwitReceiver));
    expect(plan.psbt.txOutputs[1]?.value).toBe(294n);
  });

  const buildAttempt = (wallet: WalletUtxo[]): string =>
    refusal(() => buildPurchasePsbt(request([listed(5, 100_000n)], wallet)));

  it('refuses an inscription that would not land at offset 0', () => {
    const purchase = listed(4, 50_000n);
    const shifted = { ...purchase, inscription: { ...purchase.inscription, offset: 1n } };
    expect(refusal(() => buildPurchasePsbt(request([shifted], [...dummies(2), utxo(9, 1_000_000n)])))).toMatch(
      /^inscription-not-at-offset-zero/,
    );
  });

  it('never pays with an inscribed or unknown UTXO', () => {
    const inscribed = [utxo(8, 9_000_000n, 'some'), utxo(9, 9_000_000n, 'unknown')];
    const short = buildAttempt([...dummies(2), ...inscribed, utxo(10, 20_000n)]);
    expect(short).toMatch(
      /^not-enough-funds: Not enough funds: price 0\.00100000 BTC \+ fees 0\.\d{8} BTC = 0\.\d{8} BTC required; balance 0\.00020000 BTC; missing 0\.\d{8} BTC$/,
    );
    const plan = buildPurchasePsbt(request([listed(5, 100_000n)], [...dummies(2), ...inscribed, utxo(10, 500_000n)]));
    const spent = plan.psbt.txInputs.map((input) => input.index);
    expect(spent).not.toContain(8);
    expect(spent).not.toContain(9);
  });

  it('says Insufficient balance with no cardinal funds, and asks for dummies first', () => {
    expect(refusal(() => buildPurchasePsbt(request([listed(6, 1_000n)], dummies(2))))).toBe(
      'insufficient-balance: Insufficient balance',
    );
    expect(refusal(() => buildPurchasePsbt(request([listed(6, 1_000n)], [utxo(9, 1_000_000n)])))).toBe(
      'dummy-utxos-needed: This purchase needs 2 dummy UTXOs in your wallet; create them first',
    );
  });

  it('refuses an empty purchase or a sweep of more than 9', () => {
    const ten = Array.from({ length: 10 }, (_, n) => listed(n + 1, 1_000n));
    expect(refusal(() => buildPurchasePsbt(request(ten, [...dummies(11), utxo(30, 9_000_000n)])))).toMatch(
      /^sweep-size/,
    );
    expect(refusal(() => buildPurchasePsbt(request([], [...dummies(1), utxo(30, 9_000_000n)])))).toMatch(/^sweep-size/);
  });
});
