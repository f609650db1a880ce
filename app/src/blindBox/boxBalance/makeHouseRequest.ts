import { minimumPriceSats } from '@ordmarket/protocol';
import type { MakeBoxField, MakeBoxValues } from '@ordmarket/ui';
import type { ApiBody } from '../../api/apiCalls';
import { satsOfBtc } from './btcAmount';
import { unitsOfTokens } from './tokenAmount';

/** The server's limits on a house (make_house's schema): a name of at most 60, at most 500 prizes. */
export const houseNameMax = 60;
export const housePrizesMax = 500;

export type MakeHouseProblem =
  | 'nameMissing'
  | 'nameTooLong'
  | 'notBtc'
  | 'belowDust'
  | 'notCount'
  | 'valueMissing'
  | 'tooManyPrizes'
  | 'tickMissing'
  | 'amountMissing'
  | 'notTokens';

export type MakeHouseBody = Omit<ApiBody<'/btc/blind_box/make_house'>, 'idempotency_key'>;

type Problems = Partial<Record<MakeBoxField, MakeHouseProblem>>;

export interface MakeHouseCheck {
  readonly problems: Problems;
  /** The request to send, once nothing is wrong. */
  readonly body: MakeHouseBody | null;
}

const wholeNumber = /^\d+$/;

/** A count as typed: none when left empty, null when it is not a whole number. */
function countOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : wholeNumber.test(trimmed) ? Number(trimmed) : null;
}

/** Each BTC prize's value, needed (and at least the dust limit) once there are BTC prizes. */
function checkBtcPrizes(values: MakeBoxValues, prizes: number | null, problems: Problems) {
  if (prizes === null) problems.btcPrizeCount = 'notCount';
  const value = satsOfBtc(values.btcPrizeValue);
  if (prizes !== null && prizes > 0) {
    if (values.btcPrizeValue.trim() === '') problems.btcPrizeValue = 'valueMissing';
    else if (value === null) problems.btcPrizeValue = 'notBtc';
    else if (value < minimumPriceSats) problems.btcPrizeValue = 'belowDust';
  }
  return value;
}

/** The BRC-20 prizes' tick and size, both needed once there are BRC-20 prizes; the size is a positive amount. */
function checkTokenPrizes(values: MakeBoxValues, prizes: number | null, problems: Problems) {
  if (prizes === null) problems.brc20PrizeCount = 'notCount';
  if (prizes === null || prizes === 0) return;
  const amount = values.brc20PrizeAmount.trim();
  const units = unitsOfTokens(amount);
  if (values.brc20Tick === '') problems.brc20Tick = 'tickMissing';
  if (amount === '') problems.brc20PrizeAmount = 'amountMissing';
  else if (units === null || units === 0n) problems.brc20PrizeAmount = 'notTokens';
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

  const price = satsOfBtc(values.price);
  if (price === null) problems.price = 'notBtc';
  else if (price < minimumPriceSats) problems.price = 'belowDust';

  const btcPrizes = countOf(values.btcPrizeCount);
  const value = checkBtcPrizes(values, btcPrizes, problems);
  const brc20Prizes = countOf(values.brc20PrizeCount);
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
            brc20_prize: { tick: values.brc20Tick, amount: values.brc20PrizeAmount.trim() },
            brc20_prizes: brc20Prizes,
          }
        : {}),
      inscription_ids: [...inscriptionIds],
    },
  };
}
