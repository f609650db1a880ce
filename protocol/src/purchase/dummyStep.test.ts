import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { buildDummyUtxoPsbt } from './buildDummyUtxoPsbt';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { coinsAfter, dummyStepFor } from './dummyStep';
import { dummies, listed, testBuyer, utxo } from './testing/purchaseFixtures';

const buyer = testBuyer(41);
const sweep = (count: number) => Array.from({ length: count }, (_, n) => listed(n + 1, 100_000n));
const buy = (items: number, coins: Parameters<typeof dummyStepFor>[1]) =>
  buildPurchasePsbt({
    listings: sweep(items),
    buyer: { ordinalsAddress: buyer.ordinalsAddress, payment: buyer.payment, utxos: coins },
    feeRate: 5n,
    network: 'testnet',
  });

describe('dummyStepFor', () => {
  it('asks a wallet without dummies for one per item and one more', () => {
    expect(dummyStepFor(1, [utxo(0, 90_000n)])).toEqual({ needed: 2, held: 0, makes: 2 });
  });

  it('makes only the missing ones for a sweep after a first single purchase (which left 2)', () => {
    expect(dummyStepFor(9, [...dummies(2), utxo(9, 9_000_000n)])).toEqual({ needed: 10, held: 2, makes: 8 });
  });

  it('asks nothing of a wallet that holds enough, and counts neither inscribed nor unknown small coins', () => {
    expect(dummyStepFor(2, dummies(5))).toEqual({ needed: 3, held: 5, makes: 0 });
    expect(dummyStepFor(1, [utxo(0, 600n, 'some'), utxo(1, 600n, 'unknown'), utxo(2, 600n)])).toEqual({
      needed: 2,
      held: 1,
      makes: 1,
    });
  });

  it('follows a configured dummy value', () => {
    expect(dummyStepFor(1, [utxo(0, 1_500n), utxo(1, 2_000n)], 2_000n).held).toBe(2);
  });
});

describe('coinsAfter', () => {
  it('is the wallet the purchase sees once the dummy transaction made the missing dummies', () => {
    const wallet = [...dummies(2), utxo(9, 9_000_000n), utxo(8, 20_000n, 'some')];
    expect(() => buy(9, wallet)).toThrow(ProtocolError);
    const step = dummyStepFor(9, wallet);
    const { psbt } = buildDummyUtxoPsbt({
      payment: buyer.payment,
      utxos: wallet,
      count: step.makes,
      feeRate: 5n,
      network: 'testnet',
    });
    const after = coinsAfter(wallet, psbt, buyer.payment.script);
    // The spent coin is gone, the inscribed one stays, the 8 new dummies and the change are there.
    expect(after.filter((coin) => coin.vout === 9 && coin.txid === utxo(9, 0n).txid)).toEqual([]);
    expect(after.filter((coin) => coin.inscriptions === 'some')).toHaveLength(1);
    expect(dummyStepFor(9, after)).toEqual({ needed: 10, held: 10, makes: 0 });
    expect(buy(9, after).costs.subtotal).toBe(900_000n);
  });

  it('adds only outputs paying the wallet', () => {
    const wallet = [utxo(3, 50_000n)];
    const { psbt } = buildDummyUtxoPsbt({
      payment: buyer.payment,
      utxos: wallet,
      count: 2,
      feeRate: 1n,
      network: 'testnet',
    });
    psbt.addOutput({ script: testBuyer(42).payment.script, value: 1_000n });
    expect(coinsAfter(wallet, psbt, buyer.payment.script)).toHaveLength(3);
  });
});
