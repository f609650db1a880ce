import type { BoxPrize } from './blindBoxTypes';

export type InscriptionPrize = Extract<BoxPrize, { kind: 'inscription' }>;

/** BTC prizes of one value, counted: a pool holds many prizes of the house's one BTC value. */
export interface BtcPrizeGroup {
  sats: number;
  count: number;
}

export interface PrizeGroups {
  /** Largest value first. */
  btc: BtcPrizeGroup[];
  inscriptions: InscriptionPrize[];
  btcTotalSats: bigint;
}

/** Prizes as a list shows them: BTC prizes counted by value, inscriptions one by one in their order. */
export function groupPrizes(prizes: readonly BoxPrize[]): PrizeGroups {
  const counts = new Map<number, number>();
  const inscriptions: InscriptionPrize[] = [];
  let btcTotalSats = 0n;
  for (const prize of prizes) {
    if (prize.kind === 'inscription') {
      inscriptions.push(prize);
    } else {
      counts.set(prize.sats, (counts.get(prize.sats) ?? 0) + 1);
      btcTotalSats += BigInt(prize.sats);
    }
  }
  const btc = [...counts].map(([sats, count]) => ({ sats, count })).sort((a, b) => b.sats - a.sats);
  return { btc, inscriptions, btcTotalSats };
}
