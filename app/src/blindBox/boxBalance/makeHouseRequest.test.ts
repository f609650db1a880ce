import { describe, expect, it } from 'vitest';
import { checkMakeHouse } from './makeHouseRequest';

const noTokens = { brc20Tick: '', brc20PrizeCount: '', brc20PrizeAmount: '' };
const values = { name: 'Punk house', price: '0.0001', btcPrizeCount: '3', btcPrizeValue: '0.00005', ...noTokens };
const inscription = `${'ab'.repeat(32)}i0`;

describe('making a house', () => {
  it('sends the house in sats, with its BTC prizes and inscriptions', () => {
    expect(checkMakeHouse(values, [inscription])).toEqual({
      problems: {},
      body: {
        name: 'Punk house',
        price_sats: 10_000,
        btc_prize_sats: 5_000,
        btc_prizes: 3,
        inscription_ids: [inscription],
      },
    });
  });

  it('needs no prize value when it has no BTC prizes', () => {
    const { body } = checkMakeHouse({ ...values, btcPrizeCount: '', btcPrizeValue: '' }, [inscription]);
    expect(body).toEqual({ name: 'Punk house', price_sats: 10_000, btc_prizes: 0, inscription_ids: [inscription] });
  });

  it('names each field the server would refuse', () => {
    expect(
      checkMakeHouse({ name: '  ', price: '0.000001', btcPrizeCount: '2.5', btcPrizeValue: 'abc', ...noTokens }, [])
        .problems,
    ).toEqual({
      name: 'nameMissing',
      price: 'belowDust',
      btcPrizeCount: { kind: 'amount', reading: { ok: false, problem: 'tooManyDecimals' }, field: { kind: 'count' } },
    });
    expect(checkMakeHouse({ ...values, name: 'x'.repeat(61), price: 'one', btcPrizeValue: '' }, []).problems).toEqual({
      name: 'nameTooLong',
      price: { kind: 'amount', reading: { ok: false, problem: 'notANumber' }, field: { kind: 'btc' } },
      btcPrizeValue: 'valueMissing',
    });
    expect(checkMakeHouse({ ...values, price: '' }, []).problems).toEqual({ price: 'priceMissing' });
    expect(checkMakeHouse({ ...values, price: '.5', btcPrizeCount: '03' }, []).problems).toEqual({
      price: {
        kind: 'amount',
        reading: { ok: false, problem: 'bareDecimalPoint', suggestion: '0.5' },
        field: { kind: 'btc' },
      },
      btcPrizeCount: {
        kind: 'amount',
        reading: { ok: false, problem: 'leadingZero', suggestion: '3' },
        field: { kind: 'count' },
      },
    });
    expect(checkMakeHouse({ ...values, btcPrizeValue: '0.000001' }, []).problems).toEqual({
      btcPrizeValue: 'belowDust',
    });
  });

  it('refuses more than 500 prizes in all, BRC-20 prizes counted', () => {
    const check = checkMakeHouse({ ...values, btcPrizeCount: '500' }, [inscription]);
    expect(check.problems).toEqual({ inscriptions: 'tooManyPrizes' });
    expect(check.body).toBeNull();
    const tokens = { brc20Tick: 'ORDI', brc20PrizeCount: '498', brc20PrizeAmount: '10' };
    expect(checkMakeHouse({ ...values, ...tokens }, [inscription]).problems).toEqual({ inscriptions: 'tooManyPrizes' });
  });
});

describe('making a house with BRC-20 prizes', () => {
  const tokens = { brc20Tick: 'ORDI', brc20PrizeCount: '4', brc20PrizeAmount: ' 1000.5 ' };

  it('sends the tick as held, the size of one prize as typed, and how many', () => {
    expect(checkMakeHouse({ ...values, btcPrizeCount: '', btcPrizeValue: '', ...tokens }, []).body).toEqual({
      name: 'Punk house',
      price_sats: 10_000,
      btc_prizes: 0,
      brc20_prize: { tick: 'ORDI', amount: '1000.5' },
      brc20_prizes: 4,
      inscription_ids: [],
    });
  });

  it('needs a tick and a positive size once there are BRC-20 prizes, and neither without', () => {
    expect(checkMakeHouse({ ...values, brc20PrizeCount: '2' }, []).problems).toEqual({
      brc20Tick: 'tickMissing',
      brc20PrizeAmount: 'amountMissing',
    });
    const check = (amount: string) => checkMakeHouse({ ...values, ...tokens, brc20PrizeAmount: amount }, []).problems;
    const refusedTokens = (problem: string, suggestion?: string) => ({
      brc20PrizeAmount: {
        kind: 'amount',
        reading: { ok: false, problem, ...(suggestion === undefined ? {} : { suggestion }) },
        field: { kind: 'token', decimals: 18 },
      },
    });
    expect(check('0')).toEqual(refusedTokens('zero'));
    expect(check('1.')).toEqual(refusedTokens('bareDecimalPoint', '1'));
    expect(check('0.0000000000000000001')).toEqual(refusedTokens('tooManyDecimals'));
    expect(checkMakeHouse({ ...values, ...tokens, brc20PrizeCount: 'two' }, []).problems).toEqual({
      brc20PrizeCount: { kind: 'amount', reading: { ok: false, problem: 'notANumber' }, field: { kind: 'count' } },
    });
    expect(checkMakeHouse({ ...values, brc20Tick: 'ORDI', brc20PrizeCount: '0' }, []).problems).toEqual({});
  });
});
