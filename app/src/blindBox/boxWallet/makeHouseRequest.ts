import { minimumPriceSats } from '@ordmarket/protocol';
import type { MakeBoxField, MakeBoxValues } from '@ordmarket/ui';
import type { ApiBody } from '../../api/apiCalls';
import { satsOfBtc } from './btcAmount';

/** The server's limits on a house (make_house's schema): a name of at most 60, at most 500 prizes. */
export const houseNameMax = 60;
export const housePrizesMax = 500;

export type MakeHouseProblem =
  'nameMissing' | 'nameTooLong' | 'notBtc' | 'belowDust' | 'notCount' | 'valueMissing' | 'tooManyPrizes';

export type MakeHouseBody = Omit<ApiBody<'/btc/blind_box/make_house'>, 'idempotency_key'>;

export interface MakeHouseCheck {
  readonly problems: Partial<Record<MakeBoxField, MakeHouseProblem>>;
  /** The request to send, once nothing is wrong. */
  readonly body: MakeHouseBody | null;
}

const wholeNumber = /^\d+$/;

/**
 * The house form's values checked as the server checks them, in sats: a name, a price and each BTC prize of at least
 * the dust limit (546 sats, payable to any address), a whole number of BTC prizes (none when left empty), and at
 * most 500 prizes in all.
 */
export function checkMakeHouse(values: MakeBoxValues, inscriptionIds: readonly string[]): MakeHouseCheck {
  const problems: Partial<Record<MakeBoxField, MakeHouseProblem>> = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'nameMissing';
  else if (name.length > houseNameMax) problems.name = 'nameTooLong';

  const price = satsOfBtc(values.price);
  if (price === null) problems.price = 'notBtc';
  else if (price < minimumPriceSats) problems.price = 'belowDust';

  const countText = values.btcPrizeCount.trim();
  const btcPrizes = countText === '' ? 0 : wholeNumber.test(countText) ? Number(countText) : null;
  if (btcPrizes === null) problems.btcPrizeCount = 'notCount';

  const value = satsOfBtc(values.btcPrizeValue);
  if (btcPrizes !== null && btcPrizes > 0) {
    if (values.btcPrizeValue.trim() === '') problems.btcPrizeValue = 'valueMissing';
    else if (value === null) problems.btcPrizeValue = 'notBtc';
    else if (value < minimumPriceSats) problems.btcPrizeValue = 'belowDust';
  }
  if ((btcPrizes ?? 0) + inscriptionIds.length > housePrizesMax) problems.inscriptions = 'tooManyPrizes';

  if (Object.keys(problems).length > 0 || price === null || btcPrizes === null) return { problems, body: null };
  return {
    problems,
    body: {
      name,
      price_sats: Number(price),
      ...(btcPrizes > 0 && value !== null ? { btc_prize_sats: Number(value) } : {}),
      btc_prizes: btcPrizes,
      inscription_ids: [...inscriptionIds],
    },
  };
}
