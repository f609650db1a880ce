import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoin, ecc } from '../bitcoin';
import { transactionVirtualSize } from '../fees/virtualSize';
import { buildListingPsbt } from '../listing/buildListingPsbt';
import { inscriptionAt, makeSeller, taprootOutput, taprootSigner } from '../listing/listingFixtures';
import { verifySellerListing } from '../listing/verifySellerListing';
import { ProtocolError } from '../ProtocolError';
import type { WalletUtxo } from '../utxo/classifyUtxo';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { verifyPurchaseTransaction } from './verifyPurchaseTransaction';
import type { PurchaseListing, PurchaseRequest } from './purchaseTerms';

const network = bitcoin.networks.testnet;
const buyerKey = makeSeller(40);
const buyerAddress = bitcoin.payments.p2tr({ internalPubkey: buyerKey.xOnly, network }).address ?? '';
const sellerPayTo = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

function listed(index: number, price: bigint): PurchaseListing {
  const seller = makeSeller(50 + index);
  const inscription = inscriptionAt(taprootOutput(seller.xOnly), index.toString(16).padStart(2, '0').repeat(32), 0);
  const psbt = buildListingPsbt({
    inscriptionOutput: inscription,
    sellerPublicKey: seller.keyPair.publicKey,
    priceSats: price,
    sellerReceiveAddress: sellerPayTo,
    network: 'testnet',
  });
  psbt.signInput(0, taprootSigner(seller.keyPair, seller.xOnly), [0x83]);
  psbt.finalizeAllInputs();
  return { listing: verifySellerListing(psbt.toBase64(), inscription, 'testnet'), inscription };
}

const utxo = (n: number, value: bigint, inscriptions: WalletUtxo['inscriptions'] = 'none'): WalletUtxo => ({
  txid: (0xa0 + n).toString(16).repeat(32),
  vout: n,
  value,
  inscriptions,
});
const dummies = (count: number): WalletUtxo[] => Array.from({ length: count }, (_, n) => utxo(n, 600n));

function request(
  listings: PurchaseListing[],
  utxos: WalletUtxo[],
  extra: Partial<PurchaseRequest> = {},
): PurchaseRequest {
  return {
    listings,
    buyer: {
      ordinalsAddress: buyerAddress,
      paymentAddress: buyerAddress,
      paymentPublicKey: buyerKey.keyPair.publicKey,
      utxos,
    },
    feeRate: 12n,
    network: 'testnet',
    ...extra,
  };
}

/** The buyer's wallet signing its inputs, then the transaction as it would be broadcast. */
function signAndExtract(psbt: bitcoin.Psbt, buyerInputs: number[]): bitcoin.Transaction {
  const signer = taprootSigner(buyerKey.keyPair, buyerKey.xOnly);
  for (const index of buyerInputs) {
    psbt.signInput(index, signer);
    psbt.finalizeInput(index);
  }
  return psbt.extractTransaction(true);
}

function prevouts(psbt: bitcoin.Psbt): { scripts: Uint8Array[]; values: bigint[] } {
  const utxos = psbt.data.inputs.map((input) => input.witnessUtxo);
  return { scripts: utxos.map((out) => out?.script ?? new Uint8Array()), values: utxos.map((out) => out?.value ?? 0n) };
}

/** Whether seller input `index` still carries a valid SINGLE|ANYONECANPAY signature inside the final transaction. */
function sellerSignatureHolds(tx: bitcoin.Transaction, psbt: bitcoin.Psbt, index: number): boolean {
  const { scripts, values } = prevouts(psbt);
  const signature = tx.ins[index]?.witness[0];
  const script = scripts[index];
  if (!signature || !script) return false;
  const hash = tx.hashForWitnessV1(index, scripts, values, 0x83);
  return ecc.verifySchnorr(hash, script.subarray(2), signature.subarray(0, 64));
}

/** The output index and offset where the first sat of input `index` lands, sats flowing first in, first out. */
function landing(tx: bitcoin.Transaction, values: bigint[], index: number): { output: number; offset: bigint } {
  let sat = values.slice(0, index).reduce((a, b) => a + b, 0n);
  for (const [output, out] of tx.outs.entries()) {
    if (sat < out.value) return { output, offset: sat };
    sat -= out.value;
  }
  return { output: -1, offset: -1n };
}

describe('buildPurchasePsbt', () => {
  it('buys one listing: inscription at offset 0 of the buyer output, seller paid at their index, exact fee', () => {
    const purchase = listed(1, 250_000n);
    const plan = buildPurchasePsbt(request([purchase], [...dummies(2), utxo(9, 5_000_000n)]));
    const tx = signAndExtract(plan.psbt, plan.buyerInputs);
    const { values } = prevouts(plan.psbt);
    expect(landing(tx, values, 2)).toEqual({ output: 1, offset: 0n });
    expect(tx.outs[1]?.value).toBe(purchase.inscription.value);
    expect(tx.outs[2]?.value).toBe(250_000n);
    expect(sellerSignatureHolds(tx, plan.psbt, 2)).toBe(true);
    const fee = values.reduce((a, b) => a + b, 0n) - tx.outs.reduce((a, out) => a + out.value, 0n);
    expect(fee).toBe(plan.feeSats);
    expect(transactionVirtualSize(tx)).toBe(plan.virtualSize);
    expect(fee).toBe(plan.virtualSize * 12n);
  });

  it('sweeps 9 listings in one transaction, every inscription at offset 0 of its own output', () => {
    const sweep = Array.from({ length: 9 }, (_, n) => listed(n + 1, 10_000n * BigInt(n + 1)));
    const plan = buildPurchasePsbt(request(sweep, [...dummies(10), utxo(20, 20_000_000n)]));
    const tx = signAndExtract(plan.psbt, plan.buyerInputs);
    const { values } = prevouts(plan.psbt);
    for (let k = 0; k < 9; k += 1) {
      expect(landing(tx, values, 10 + k)).toEqual({ output: 1 + k, offset: 0n });
      expect(tx.outs[10 + k]?.value).toBe(sweep[k]?.listing.priceSats);
      expect(sellerSignatureHolds(tx, plan.psbt, 10 + k)).toBe(true);
    }
  });

  it('adds service and royalty outputs and leaves fresh dummies for the next purchase', () => {
    const plan = buildPurchasePsbt(
      request([listed(2, 100_000n)], [...dummies(2), utxo(9, 1_000_000n)], {
        serviceFee: { sats: 2_000n, address: sellerPayTo },
        royaltyFee: { sats: 5_000n, address: sellerPayTo },
      }),
    );
    const values = plan.psbt.txOutputs.map((out) => out.value);
    expect(values.slice(3, 5)).toEqual([2_000n, 5_000n]);
    expect(values.slice(5, 7)).toEqual([600n, 600n]);
  });

  it('a changed seller output breaks that seller signature', () => {
    const plan = buildPurchasePsbt(request([listed(3, 80_000n)], [...dummies(2), utxo(9, 1_000_000n)]));
    const tx = signAndExtract(plan.psbt, plan.buyerInputs);
    const seller = tx.outs[2];
    if (seller) seller.value -= 1n;
    expect(sellerSignatureHolds(tx, plan.psbt, 2)).toBe(false);
  });

  const buildAttempt = (wallet: WalletUtxo[]): string =>
    refusal(() => buildPurchasePsbt(request([listed(5, 100_000n)], wallet)));

  const refusal = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      if (error instanceof ProtocolError) return `${error.code}: ${error.message}`;
      throw error;
    }
    return 'accepted';
  };

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

describe('verifyPurchaseTransaction', () => {
  const wallet = [...dummies(2), utxo(9, 2_000_000n), utxo(11, 3_000n, 'some')];
  const purchase = listed(7, 120_000n);
  const check = {
    listings: [purchase],
    buyerUtxos: wallet,
    buyerPaymentAddress: buyerAddress,
    ordinalsAddress: buyerAddress,
    network: 'testnet' as const,
  };
  const finalTx = (): bitcoin.Transaction => {
    const plan = buildPurchasePsbt(request([purchase], wallet));
    return signAndExtract(plan.psbt, plan.buyerInputs);
  };
  const code = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      if (error instanceof ProtocolError) return error.code as string;
      throw error;
    }
    return 'accepted';
  };

  it('accepts the transaction the builder made and the buyer signed', () => {
    expect(code(() => verifyPurchaseTransaction(finalTx(), check))).toBe('accepted');
  });

  it("refuses a transaction that changes a seller's output", () => {
    const tx = finalTx();
    const seller = tx.outs[2];
    if (seller) seller.value = 1_000n;
    expect(code(() => verifyPurchaseTransaction(tx, check))).toBe('seller-output-changed');
  });

  it('refuses a transaction where the inscription would not land at offset 0', () => {
    const tx = finalTx();
    const merged = tx.outs[0];
    const inscriptionOutput = tx.outs[1];
    if (merged && inscriptionOutput) {
      merged.value -= 100n;
      inscriptionOutput.value += 100n;
    }
    expect(code(() => verifyPurchaseTransaction(tx, check))).toBe('inscription-not-at-offset-zero');
  });

  it('refuses a transaction that spends an inscribed UTXO as payment', () => {
    const tx = finalTx();
    tx.addInput(
      Uint8Array.from({ length: 32 }, () => 0xab),
      11,
    );
    expect(code(() => verifyPurchaseTransaction(tx, check))).toBe('inscribed-utxo-as-payment');
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
        const outcome = code(() => verifyPurchaseTransaction(tx, check));
        expect(typeof outcome).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
