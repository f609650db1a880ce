import { describe, expect, it } from 'vitest';
import type { EsploraTx } from '../ChainSource';
import { rejectionReason } from '../esplora/rejectionReason';
import { blockStats } from './blockStats';
import { feeEstimates } from './feeEstimates';
import { coreRefusal } from '../coreRefusal';
import { esploraRefusal } from './sendRawTransaction';

describe("Core's sendrawtransaction codes, as Esplora passes them on", () => {
  it('gives each refusal the code Core gives it', () => {
    expect(coreRefusal('TX decode failed')).toEqual({
      code: -22,
      message: 'TX decode failed. Make sure the tx has at least one input.',
    });
    expect(coreRefusal('bad-txns-inputs-missingorspent')).toEqual({
      code: -25,
      message: 'bad-txns-inputs-missingorspent',
    });
    expect(coreRefusal('Transaction outputs already in utxo set').code).toBe(-27);
    expect(coreRefusal('Transaction already in block chain').code).toBe(-27);
    expect(coreRefusal('min relay fee not met, 110 < 141').code).toBe(-26);
    expect(coreRefusal('mandatory-script-verify-flag-failed (Invalid Schnorr signature)').code).toBe(-26);
    expect(coreRefusal('insufficient fee, rejecting replacement abc').code).toBe(-26);
  });

  it('writes them as electrs does, and the Esplora client reads the reason back', () => {
    const body = esploraRefusal(coreRefusal('bad-txns-inputs-missingorspent'));
    expect(body).toBe('sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}');
    expect(rejectionReason(body)).toBe('bad-txns-inputs-missingorspent');
    expect(rejectionReason(esploraRefusal(coreRefusal('TX decode failed')))).toBe(
      'TX decode failed. Make sure the tx has at least one input.',
    );
  });
});

describe('GET /fee-estimates from the recommendation', () => {
  it("answers Blockstream's targets, never rising with the target", () => {
    const estimates = feeEstimates({ fastestFee: 9, halfHourFee: 7, hourFee: 5, economyFee: 2, minimumFee: 1 });
    const targets = Object.keys(estimates).map(Number);
    expect(targets).toEqual([...Array.from({ length: 25 }, (_, index) => index + 1), 144, 504, 1008]);
    expect(estimates).toMatchObject({ 1: 9, 2: 7, 3: 7, 4: 5, 6: 5, 7: 2, 25: 2, 144: 1, 1008: 1 });
  });
});

describe("getblockstats' figures", () => {
  const tx = (fee: number, weight: number, inputs = 1, outputs = 1): EsploraTx => ({
    txid: '00'.repeat(32),
    version: 2,
    locktime: 0,
    vin: Array.from({ length: inputs }, () => ({
      txid: '11'.repeat(32),
      vout: 0,
      prevout: null,
      scriptsig: '',
      witness: ['00'],
      is_coinbase: false,
      sequence: 0,
    })),
    vout: Array.from({ length: outputs }, () => ({ scriptpubkey: '', scriptpubkey_type: 'empty', value: 1_000 })),
    size: weight / 2,
    weight,
    fee,
    status: { confirmed: false },
  });

  it("weighs fee-rate percentiles by weight and rounds rates down, as Core's CalculatePercentilesByWeight does", () => {
    const stats = blockStats([tx(0, 400, 1, 2), tx(1_000, 400), tx(400, 800, 2, 3)]);
    // Rates 10 (weight 400) and 2 (weight 800): the first 2/3 of the weight pays 2 sat/vB.
    expect(stats.feeRatePercentiles).toEqual([2, 2, 2, 10, 10]);
    expect(stats).toMatchObject({
      txs: 3,
      ins: 3,
      outs: 6,
      totalOut: 4_000,
      totalFee: 1_400,
      avgFee: 700,
      avgFeeRate: 4,
      minFeeRate: 2,
      maxFeeRate: 10,
      swTxs: 2,
      totalWeight: 1_200,
    });
  });

  it('answers zeros for a block of only its coinbase', () => {
    const stats = blockStats([tx(0, 400)]);
    expect(stats.feeRatePercentiles).toEqual([0, 0, 0, 0, 0]);
    expect(stats).toMatchObject({ avgFee: 0, avgFeeRate: 0, minFeeRate: 0, maxFeeRate: 0, ins: 0, outs: 1 });
  });
});
