import { describe, expect, it } from 'vitest';
import { netRateFrom } from '../shell/rates/rateAnswers';
import { initialConfigState } from '../stores/config/configStore';
import { feeTierQuotes, feeTierRates } from './feeTierQuotes';

// What the devnet's recommended-fees answers with an empty mempool, as /api/v1/rates/brc_network_fee relays it.
const quietDevnet = {
  fee_rate: 1,
  fastestFee: 1,
  halfHourFee: 1,
  hourFee: 1,
  economyFee: 1,
  minimumFee: 1,
  source: 'chain',
} as const;

const shownRates = (quotes: ReturnType<typeof feeTierQuotes>) => [
  quotes.Fastest.rate,
  quotes.General.rate,
  quotes.Economy.rate,
];

describe('the fee tiers the mint drawer and the BRC-20 drawers offer', () => {
  it("price every tier at the quiet devnet's 1 sat/vB, none cheaper than a slower one", () => {
    const netRate = netRateFrom(quietDevnet);
    if (netRate === null) throw new Error('the devnet answer was not taken');
    expect(shownRates(feeTierQuotes(feeTierRates(netRate, null), 212))).toEqual([1, 1, 1]);
  });

  it('show no rate for the named tiers until the market has answered, rather than the presets as a guess', () => {
    const quotes = feeTierQuotes(feeTierRates(initialConfigState().netRate, 9), 212);
    expect(shownRates(quotes)).toEqual([null, null, null]);
    expect(quotes.General.fee).toBeNull();
    // A rate the trader types is theirs, known or not the network's.
    expect(quotes.Custom).toEqual({ rate: 9, fee: 1908n });
  });

  it('never offer General under Economy, whatever part of an answer the host holds', () => {
    // The old mint drawer held halfHourFee alone: General 1 was shown beside Economy's preset 7.
    expect(shownRates(feeTierQuotes(feeTierRates({ halfHourFee: 1 }, null), 212))).toEqual([22, 7, 7]);
  });

  it("price each tier's fee for the order's size by protocol's rule, rate times vB", () => {
    const quotes = feeTierQuotes(feeTierRates({ fastestFee: 24, halfHourFee: 15, economyFee: 8 }, 45), 212);
    expect(quotes).toEqual({
      Fastest: { rate: 24, fee: 5088n },
      General: { rate: 15, fee: 3180n },
      Economy: { rate: 8, fee: 1696n },
      Custom: { rate: 45, fee: 9540n },
    });
  });

  it('price nothing until the size is known, and no Custom fee until a rate is typed', () => {
    const rates = feeTierRates({ fastestFee: 24, halfHourFee: 15, economyFee: 8 }, null);
    expect(feeTierQuotes(rates, undefined).General).toEqual({ rate: 15, fee: null });
    expect(feeTierQuotes(rates, 0).Fastest).toEqual({ rate: 24, fee: null });
    expect(feeTierQuotes(rates, 212).Custom).toEqual({ rate: null, fee: null });
    expect(feeTierRates({}, 2.5).Custom).toBeNull();
  });
});
