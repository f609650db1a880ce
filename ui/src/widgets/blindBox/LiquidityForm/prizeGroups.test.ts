import { describe, expect, it } from 'vitest';
import type { BoxPrize } from '../shared/blindBoxTypes';
import { groupPrizes } from './prizeGroups';

describe('groupPrizes', () => {
  it('counts BTC prizes by value, largest first, and keeps inscriptions in order', () => {
    const prizes: BoxPrize[] = [
      { kind: 'btc', sats: 10_000 },
      { kind: 'inscription', inscriptionId: 'a', name: 'Frog #1' },
      { kind: 'btc', sats: 50_000 },
      { kind: 'btc', sats: 10_000 },
      { kind: 'inscription', inscriptionId: 'b', name: 'Frog #2' },
    ];
    const groups = groupPrizes(prizes);
    expect(groups.btc).toEqual([
      { sats: 50_000, count: 1 },
      { sats: 10_000, count: 2 },
    ]);
    expect(groups.inscriptions.map((prize) => prize.name)).toEqual(['Frog #1', 'Frog #2']);
    expect(groups.btcTotalSats).toBe(70_000n);
    expect(groups.brc20).toEqual([]);
  });

  it('counts BRC-20 prizes by tick and exact size, and sums them as decimals', () => {
    const prizes: BoxPrize[] = [
      { kind: 'brc20', tick: 'ORDI', amount: '0.1' },
      { kind: 'btc', sats: 10_000 },
      { kind: 'brc20', tick: 'sats', amount: '1000000' },
      { kind: 'brc20', tick: 'ORDI', amount: '0.10' },
      { kind: 'brc20', tick: 'ORDI', amount: '0.1' },
    ];
    expect(groupPrizes(prizes).brc20).toEqual([
      { tick: 'ORDI', amount: '0.1', count: 3, total: '0.3' },
      { tick: 'sats', amount: '1000000', count: 1, total: '1000000' },
    ]);
  });

  it('is empty for no prizes', () => {
    expect(groupPrizes([])).toEqual({ btc: [], brc20: [], inscriptions: [], btcTotalSats: 0n });
  });
});
