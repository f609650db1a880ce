import { describe, expect, it } from 'vitest';
import { fieldRefusal, inscribeCostOf } from './inscribeCost';
import { inscribeSubmitState } from './inscribeSubmitState';

describe('inscribeCostOf', () => {
  it('reads the cost lines and the size the fee was worked out for', () => {
    const cost = inscribeCostOf({
      fee_rate: 12,
      repeat: 1,
      content: '{}',
      content_size: 2,
      commit_tx_size: 154,
      reveal_tx_size: 120,
      tx_size: 274,
      inscription_postage: 546,
      network_fee: 3_288,
      service_fee: 0,
      total_fee: 3_834,
    });
    expect(cost).toEqual({ networkFee: 3_288, inscriptionPostage: 546, serviceFee: 0, total: 3_834, txSize: 274 });
  });
});

describe('fieldRefusal', () => {
  it('puts a taken tick under the tick, and a refused mint under the amount', () => {
    const taken = { code: 10060001, msg: 'The token "ordi" is already deployed. Choose another tick.' };
    expect(fieldRefusal(taken)).toEqual({ field: 'tick', message: taken.msg });
    const full = { code: 10040007, msg: 'ordi is fully minted; nothing is left to mint.' };
    expect(fieldRefusal(full)).toEqual({ field: 'amount', message: full.msg });
  });

  it('reads the field an invalid request names, and the first of several', () => {
    expect(fieldRefusal({ code: 10010001, msg: 'Invalid request. lim: the limit per mint must be positive.' })).toEqual(
      { field: 'lim', message: 'the limit per mint must be positive.' },
    );
    expect(fieldRefusal({ code: 10010001, msg: 'Invalid request. dec: from 0 to 18; max: positive' })).toEqual({
      field: 'dec',
      message: 'from 0 to 18',
    });
  });

  it('names no field for anything else', () => {
    expect(fieldRefusal({ code: 10010001, msg: 'Invalid request. This is not a valid BRC-20 deploy.' })).toBeNull();
    expect(fieldRefusal({ code: 10090000, msg: 'Something went wrong on our side.' })).toBeNull();
    expect(fieldRefusal({ code: undefined, msg: 'Network Error' })).toBeNull();
  });
});

describe('inscribeSubmitState', () => {
  const ready = {
    isReady: true,
    feeRate: 12,
    hasCosts: true,
    isConnected: true,
    confirmedSats: 10_000,
    totalSats: 3_834n,
    isPaying: false,
  };

  it('is ready once the fields are right, the cost known and the balance covers it', () => {
    expect(inscribeSubmitState(ready)).toBe('ready');
  });

  it('waits for the fields before anything else, except a payment under way', () => {
    expect(inscribeSubmitState({ ...ready, isReady: false, hasCosts: false, isConnected: false })).toBe('invalid');
    expect(inscribeSubmitState({ ...ready, isReady: false, isPaying: true })).toBe('paying');
  });

  it("then says what the mint order's Pay says", () => {
    expect(inscribeSubmitState({ ...ready, hasCosts: false })).toBe('calculatingFee');
    expect(inscribeSubmitState({ ...ready, isConnected: false })).toBe('noWallet');
    expect(inscribeSubmitState({ ...ready, confirmedSats: 3_833 })).toBe('notEnoughFunds');
  });
});
