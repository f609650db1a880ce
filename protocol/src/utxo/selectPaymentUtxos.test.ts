import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAddress } from '../address/parseAddress';
import { testAddresses } from '../address/testing/testAddresses';
import { estimateFee } from '../fees/estimateFee';
import { ProtocolError } from '../ProtocolError';
import type { InscriptionStatus, WalletUtxo } from './classifyUtxo';
import { selectPaymentUtxos, type PaymentRequest, type PaymentSelection } from './selectPaymentUtxos';

// A taproot change address: dust limit 330 sats.
const changeScript = parseAddress(testAddresses('mainnet').p2tr, 'mainnet').outputScript;

let nextVout = 0;
const utxo = (value: bigint, inscriptions: InscriptionStatus = 'none'): WalletUtxo => ({
  txid: 'ef'.repeat(32),
  vout: nextVout++,
  value,
  inscriptions,
});

const request = (utxos: WalletUtxo[], amount: bigint, extra: Partial<PaymentRequest> = {}): PaymentRequest => ({
  utxos,
  amount,
  outputs: 1,
  feeRate: 10n,
  changeScript,
  ...extra,
});

// At 10 sats/vB: 1 input + 2 outputs = 197 vB (1970 sats); 1 input + 1 output = 154 vB (1540 sats);
// 2 inputs + 2 outputs = 254.5 -> 255 vB (2550 sats).
describe('selectPaymentUtxos', () => {
  it('pays from one UTXO and returns the change', () => {
    const big = utxo(100_000n);
    expect(selectPaymentUtxos(request([big], 50_000n))).toEqual({ inputs: [big], fee: 1970n, change: 48_030n });
  });

  it('keeps change exactly at the dust limit', () => {
    const coin = utxo(52_300n);
    expect(selectPaymentUtxos(request([coin], 50_000n))).toEqual({ inputs: [coin], fee: 1970n, change: 330n });
  });

  it('leaves change below the dust limit to the miners', () => {
    const coin = utxo(52_299n);
    expect(selectPaymentUtxos(request([coin], 50_000n))).toEqual({ inputs: [coin], fee: 2299n, change: 0n });
  });

  it('adds UTXOs largest first until the amount and fee are covered', () => {
    const small = utxo(25_000n);
    const large = utxo(30_000n);
    expect(selectPaymentUtxos(request([small, large], 50_000n))).toEqual({
      inputs: [large, small],
      fee: 2550n,
      change: 2450n,
    });
  });

  it('never spends inscribed, unknown or dummy UTXOs', () => {
    const cardinal = utxo(60_000n);
    const utxos = [utxo(1_000_000n, 'some'), utxo(1_000_000n, 'unknown'), utxo(1000n), cardinal];
    expect(selectPaymentUtxos(request(utxos, 50_000n))).toEqual({ inputs: [cardinal], fee: 1970n, change: 8030n });
  });

  it("says 'Insufficient balance' when the wallet has no cardinal UTXO", () => {
    const refused = new ProtocolError('insufficient-balance', 'Insufficient balance');
    expect(() => selectPaymentUtxos(request([], 1n))).toThrow(refused);
    expect(() => selectPaymentUtxos(request([utxo(90_000n, 'some'), utxo(800n)], 1n))).toThrow(refused);
    expect(() => selectPaymentUtxos(request([utxo(5000n)], 1n, { dummyUtxoValue: 10_000n }))).toThrow(refused);
  });

  it("says 'Not enough cardinal spendable funds' when the cardinal UTXOs fall short", () => {
    expect(() => selectPaymentUtxos(request([utxo(51_000n), utxo(1_000_000n, 'some')], 50_000n))).toThrow(
      new ProtocolError('not-enough-cardinal-funds', 'Not enough cardinal spendable funds'),
    );
  });

  it('refuses a negative amount, a bad output count and a bad rate', () => {
    expect(() => selectPaymentUtxos(request([utxo(60_000n)], -1n))).toThrow(
      new ProtocolError('invalid-amount', 'A payment amount is 0 sats or more'),
    );
    expect(() => selectPaymentUtxos(request([utxo(60_000n)], 1n, { outputs: -1 }))).toThrow(ProtocolError);
    expect(() => selectPaymentUtxos(request([utxo(60_000n)], 1n, { feeRate: 0n }))).toThrow(ProtocolError);
  });

  it('balances, pays at least the estimated fee and never spends a UTXO not known clean', () => {
    const anyUtxo = fc
      .tuple(fc.bigInt({ min: 0n, max: 200_000n }), fc.constantFrom<InscriptionStatus>('none', 'some', 'unknown'))
      .map(([value, status]) => utxo(value, status));
    fc.assert(
      fc.property(
        fc.array(anyUtxo, { maxLength: 12 }),
        fc.bigInt({ min: -10n, max: 500_000n }),
        fc.integer({ min: -1, max: 4 }),
        fc.bigInt({ min: -1n, max: 50n }),
        (utxos, amount, outputs, feeRate) => {
          let selection: PaymentSelection;
          try {
            selection = selectPaymentUtxos({ utxos, amount, outputs, feeRate, changeScript });
          } catch (error) {
            expect(error).toBeInstanceOf(ProtocolError);
            return;
          }
          const { inputs, fee, change } = selection;
          const total = inputs.reduce((sum, input) => sum + input.value, 0n);
          expect(total).toBe(amount + fee + change);
          expect(inputs.every((input) => input.inscriptions === 'none' && input.value > 1000n)).toBe(true);
          expect(change === 0n || change >= 330n).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(estimateFee(inputs.length, outputs + (change > 0n ? 1 : 0), feeRate));
        },
      ),
    );
  });
});
