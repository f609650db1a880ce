import { minimumPriceSats, readBtcText, readCountText, readTokenText, typedAmountText } from '@ordmarket/protocol';
import type { MakeBoxField, MakeBoxValues } from '@ordmarket/ui';
import type { ApiBody } from '../../api/apiCalls';
import type { TypedAmountProblem } from './typedAmountProblem';

/** The server's limits on a house (make_house's schema): a name of at most 60, at most 500 prizes. */
export const houseNameMax = 60;
export const housePrizesMax = 500;

/** What is wrong with a field: an amount protocol's grammar refuses (and why), or one of the house's own rules. */
export type MakeHouseProblem =
  | 'nameMissing'
  | 'nameTooLong'
  | 'priceMissing'
  | 'belowDust'
  | 'valueMissing'
  | 'tooManyPrizes'
  | 'tickMissing'
  | 'amountMissing'
  | TypedAmountProblem;

export type MakeHouseBody = Omit<ApiBody<'/btc/blind_box/make_house'>, 'idempotency_key'>;

type Problems = Partial<Record<MakeBoxField, MakeHouseProblem>>;

export interface MakeHouseCheck {
  readonly problems: Problems;
  /** The request to send, once nothing is wrong. */
  readonly body: MakeHouseBody | null;
}

const countField = { kind: 'count' } as const;

/** A count of prizes as typed: none when left empty or 0, null (and the field's problem) when it is not a count. */
function checkCount(values: MakeBoxValues, field: 'btcPrizeCount' | 'brc20PrizeCount', problems: Problems) {
  const reading = readCountText(values[field]);
  if (reading.ok) return Number(reading.units);
  if (reading.problem === 'empty' || reading.problem === 'zero') return 0;
  problems[field] = { kind: 'amount', reading, field: countField };
  return null;
}

/** Each BTC prize's value, needed (and at least the dust limit) once there are BTC prizes. */
function checkBtcPrizes(values: MakeBoxValues, prizes: number | null, problems: Problems) {
  const reading = readBtcText(values.btcPrizeValue);
  if (prizes !== null && prizes > 0) {
    if (!reading.ok && reading.problem === 'empty') problems.btcPrizeValue = 'valueMissing';
    else if (!reading.ok) problems.btcPrizeValue = { kind: 'amount', reading, field: { kind: 'btc' } };
    else if (reading.units < minimumPriceSats) problems.btcPrizeValue = 'belowDust';
  }
  return reading.ok ? reading.units : null;
}

/**
 * The BRC-20 prizes' tick and size, both needed once there are BRC-20 prizes; the size is a positive amount (its
 * tick's decimals are the server's to judge, so any of BRC-20's 18 is read here).
 */
function checkTokenPrizes(values: MakeBoxValues, prizes: number | null, problems: Problems) {
  if (prizes === null || prizes === 0) return;
  const reading = readTokenText(values.brc20PrizeAmount);
  if (values.brc20Tick === '') problems.brc20Tick = 'tickMissing';
  if (!reading.ok && reading.problem === 'empty') problems.brc20PrizeAmount = 'amountMissing';
  else if (!reading.ok) {
    problems.brc20PrizeAmount = { kind: 'amount', reading, field: { kind: 'token', decimals: 18 } };
  }
}

/**
 * The house form's values checked as the server checks them, in sats: a name, a price and each BTC prize of at least
 * the dust limit (546 sats, payable to any address), whole numbers of BTC and BRC-20 prizes (none when left empty),
 * a held tick and a positive size for BRC-20 prizes, and at most 500 prizes in all. Whether the box holds the tokens
 * is the form's to show and the server's to judge.
 */
export function checkMakeHouse(values: MakeBoxValues, inscriptionIds: readonly string[]): MakeHouseCheck {
  const problems: Problems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'nameMissing';
  else if (name.length > houseNameMax) problems.name = 'nameTooLong';

  const priceReading = readBtcText(values.price);
  const price = priceReading.ok ? priceReading.units : null;
  if (!priceReading.ok && priceReading.problem === 'empty') problems.price = 'priceMissing';
  else if (!priceReading.ok) problems.price = { kind: 'amount', reading: priceReading, field: { kind: 'btc' } };
  else if (priceReading.units < minimumPriceSats) problems.price = 'belowDust';

  const btcPrizes = checkCount(values, 'btcPrizeCount', problems);
  const value = checkBtcPrizes(values, btcPrizes, problems);
  const brc20Prizes = checkCount(values, 'brc20PrizeCount', problems);
  checkTokenPrizes(values, brc20Prizes, problems);
  if ((btcPrizes ?? 0) + (brc20Prizes ?? 0) + inscriptionIds.length > housePrizesMax) {
    problems.inscriptions = 'tooManyPrizes';
  }

  if (Object.keys(problems).length > 0 || price === null || btcPrizes === null || brc20Prizes === null) {
    return { problems, body: null };
  }
  return {
    problems,
    body: {
      name,
      price_sats: Number(price),
      ...(btcPrizes > 0 && value !== null ? { btc_prize_sats: Number(value) } : {}),
      btc_prizes: btcPrizes,
      ...(brc20Prizes > 0
        ? {
            brc20_prize: { tick: values.brc20Tick, amount: typedAmountText(values.brc20PrizeAmount) },
            brc20_prizes: brc20Prizes,
          }
        : {}),
      inscription_ids: [...inscriptionIds],
    },
  };
}
