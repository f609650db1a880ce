import type { BoxPrize } from '../shared/blindBoxTypes';
import { tokensOfUnits, tokenUnits } from '../shared/tokenAmount';

export type InscriptionPrize = Extract<BoxPrize, { kind: 'inscription' }>;

/** BTC prizes of one value, counted: a pool holds many prizes of the house's one BTC value. */
export interface BtcPrizeGroup {
  sats: number;
  count: number;
}

/** BRC-20 prizes of one tick and size, counted, with what they come to together (whole tokens, as a decimal). */
export interface Brc20PrizeGroup {
  tick: string;
  amount: string;
  count: number;
  total: string;
}

export interface PrizeGroups {
  /** Largest value first. */
  btc: BtcPrizeGroup[];
  /** In the order their first prize comes. */
  brc20: Brc20PrizeGroup[];
  inscriptions: InscriptionPrize[];
  btcTotalSats: bigint;
}

/**
 * Prizes as a list shows them: BTC prizes counted by value, BRC-20 prizes by tick and size (summed exactly, as
 * decimals), inscriptions one by one in their order.
 */
export function groupPrizes(prizes: readonly BoxPrize[]): PrizeGroups {
  const counts = new Map<number, number>();
  const tokens = new Map<string, { tick: string; amount: string; count: number; units: bigint }>();
  const inscriptions: InscriptionPrize[] = [];
  let btcTotalSats = 0n;
  for (const prize of prizes) {
    if (prize.kind === 'inscription') {
      inscriptions.push(prize);
    } else if (prize.kind === 'btc') {
      counts.set(prize.sats, (counts.get(prize.sats) ?? 0) + 1);
      btcTotalSats += BigInt(prize.sats);
    } else {
      const units = tokenUnits(prize.amount) ?? 0n;
      // Keyed by the exact size, so '1000' and '1000.0' are the one prize they are.
      const key = `${prize.tick}:${units.toString()}`;
      const group = tokens.get(key);
      if (group === undefined) tokens.set(key, { tick: prize.tick, amount: prize.amount, count: 1, units });
      else group.count += 1;
    }
  }
  const btc = [...counts].map(([sats, count]) => ({ sats, count })).sort((a, b) => b.sats - a.sats);
  const brc20 = [...tokens.values()].map(({ tick, amount, count, units }) => ({
    tick,
    amount,
    count,
    total: tokensOfUnits(units * BigInt(count)),
  }));
  return { btc, brc20, inscriptions, btcTotalSats };
}
