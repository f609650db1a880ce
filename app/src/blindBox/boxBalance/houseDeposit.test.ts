import { describe, expect, it } from 'vitest';
import { depositStatuses } from './houseDeposit';

const idOf = (n: number) => `${String(n).padStart(2, '0').repeat(32)}i0`;

describe('depositing inscriptions to a house', () => {
  it('follows each inscription from waiting to unconfirmed to in the pool', () => {
    const awaiting = [idOf(1), idOf(2)];
    const pool = [
      { kind: 'inscription' as const, inscription_id: idOf(1), name: 'Block #1', content_type: 'image/png', slot: 0 },
      { kind: 'btc' as const, sats: 5_000, slot: 1 },
      { kind: 'brc20' as const, tick: 'ORDI', amount: '100', slot: 2 },
    ];
    expect([...depositStatuses(awaiting, undefined, false)]).toEqual([
      [idOf(1), 'waiting'],
      [idOf(2), 'waiting'],
    ]);
    expect([...depositStatuses(awaiting, { pool: [] }, true).values()]).toEqual(['unconfirmed', 'unconfirmed']);
    expect([...depositStatuses(awaiting, { pool }, true).values()]).toEqual(['in_pool', 'unconfirmed']);
  });
});
