import { readBtcText, readTokenText, type AmountReading } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { checkMakeHouse } from './blindBox/boxBalance/makeHouseRequest';
import { checkWithdrawal, type WithdrawalChoice } from './blindBox/boxBalance/withdrawalRequest';
import { checkDeploy, checkMint, checkTransfer } from './inscribing/inscribeFields';
import { listingPrice } from './screens/asset/actions/listingPrice';
import { priceRangeProblem, priceSats } from './screens/collection/items/itemQuery';

// The texts issue 31 names, and their neighbours. Every amount field of the app reads them as protocol's one grammar
// does, and a refused text carries protocol's reading, so every field says the same why.
const texts = ['0.5', '1', '.5', '1.', '007', '00.1', '1e-8', '0.000000001', '21000001', '0', '', ' 3 ', '１２', 'abc'];

/** The reading a field shows: none while it is an amount or still empty. */
const shownProblem = (reading: AmountReading) => (reading.ok || reading.problem === 'empty' ? undefined : reading);

describe('BTC fields read the grammar', () => {
  it.each(texts)('%j in the price filter', (text) => {
    const reading = readBtcText(text);
    expect(priceSats(text)).toBe(reading.ok ? Number(reading.units) : undefined);
    const problem = priceRangeProblem(text, '');
    const refused = shownProblem(reading);
    expect(problem).toEqual(refused === undefined ? undefined : { kind: 'notAnAmount', bound: 'min', reading });
  });

  it.each(texts)('%j as a listing price', (text) => {
    const reading = readBtcText(text);
    const price = listingPrice(text);
    expect(price.ok).toBe(reading.ok);
    if (!price.ok) expect(price.reading).toEqual(reading);
  });

  it.each(texts)("%j as a house's price", (text) => {
    const reading = readBtcText(text);
    const house = { name: 'House', price: text, btcPrizeCount: '', btcPrizeValue: '' };
    const { problems } = checkMakeHouse({ ...house, brc20Tick: '', brc20PrizeCount: '', brc20PrizeAmount: '' }, []);
    const refused = shownProblem(reading);
    if (refused !== undefined) expect(problems.price).toEqual({ kind: 'amount', reading, field: { kind: 'btc' } });
    else if (reading.ok) expect(problems.price === undefined || problems.price === 'belowDust').toBe(true);
  });

  it.each(texts)('%j as a BTC withdrawal', (text) => {
    const reading = readBtcText(text);
    const choice: WithdrawalChoice = {
      asset: 'btc',
      amount: text,
      inscriptionId: undefined,
      tick: undefined,
      tokenAmount: '',
      address: 'tb1qsomewhere',
    };
    const { amountProblem } = checkWithdrawal(choice, { sats: 2_100_000_000_000_000, tokens: [] }, 1);
    const refused = shownProblem(reading);
    if (refused !== undefined) expect(amountProblem).toEqual({ kind: 'amount', reading, field: { kind: 'btc' } });
    else if (reading.ok && reading.units > 0n) expect(amountProblem).toBeNull();
  });
});

describe('BRC-20 fields read the grammar', () => {
  const bounds = { decimals: 18, limitPerMint: '1000000000', maxRepeat: 10, available: '21000000000' };

  it.each(texts)('%j as a mint, a transfer, and a deploy', (text) => {
    const reading = readTokenText(text);
    const refused = shownProblem(reading);
    const expected = refused === undefined ? undefined : { kind: 'amount', decimals: 18, reading };
    expect(checkMint({ amount: text, repeat: 1 }, bounds).problems.amount).toEqual(expected);
    expect(checkTransfer(text, { decimals: 18, available: '21000000000' }).problems.amount).toEqual(expected);
    expect(checkDeploy({ tick: 'ordi', max: text, limit: '', decimals: '18' }).problems.max).toEqual(expected);
    expect(checkMint({ amount: text, repeat: 1 }, bounds).isReady).toBe(reading.ok);
  });

  it.each(texts)('%j as a BRC-20 withdrawal', (text) => {
    const reading = readTokenText(text);
    const choice: WithdrawalChoice = {
      asset: 'brc20',
      amount: '',
      inscriptionId: undefined,
      tick: 'ORDI',
      tokenAmount: text,
      address: 'tb1qsomewhere',
    };
    const { amountProblem } = checkWithdrawal(choice, { sats: 0, tokens: [{ tick: 'ORDI', amount: '1000000000' }] }, 1);
    const refused = shownProblem(reading);
    expect(amountProblem).toEqual(
      refused === undefined ? null : { kind: 'amount', reading, field: { kind: 'token', decimals: 18 } },
    );
  });
});
