import { describe, expect, it } from 'vitest';
import { satsOfBtc } from './btcAmount';
import { checkMakeHouse } from './makeHouseRequest';

const values = { name: 'Punk house', price: '0.0001', btcPrizeCount: '3', btcPrizeValue: '0.00005' };
const inscription = `${'ab'.repeat(32)}i0`;

describe('BTC amounts as typed', () => {
  it('reads exact sats, and nothing that is not a plain amount', () => {
    expect(satsOfBtc(' 0.00000546 ')).toBe(546n);
    expect(satsOfBtc('1')).toBe(100_000_000n);
    expect(satsOfBtc('')).toBeNull();
    expect(satsOfBtc('1.')).toBeNull();
    expect(satsOfBtc('0.000000001')).toBeNull();
    expect(satsOfBtc('-1')).toBeNull();
  });
});

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
      checkMakeHouse({ name: '  ', price: '0.000001', btcPrizeCount: '2.5', btcPrizeValue: 'abc' }, []).problems,
    ).toEqual({ name: 'nameMissing', price: 'belowDust', btcPrizeCount: 'notCount' });
    expect(checkMakeHouse({ ...values, name: 'x'.repeat(61), price: 'one', btcPrizeValue: '' }, []).problems).toEqual({
      name: 'nameTooLong',
      price: 'notBtc',
      btcPrizeValue: 'valueMissing',
    });
    expect(checkMakeHouse({ ...values, btcPrizeValue: '0.000001' }, []).problems).toEqual({
      btcPrizeValue: 'belowDust',
    });
  });

  it('refuses more than 500 prizes in all', () => {
    const check = checkMakeHouse({ ...values, btcPrizeCount: '500' }, [inscription]);
    expect(check.problems).toEqual({ inscriptions: 'tooManyPrizes' });
    expect(check.body).toBeNull();
  });
});
