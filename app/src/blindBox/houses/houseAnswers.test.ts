import { describe, expect, it } from 'vitest';
import { houseOdds, toBoxPrize, toHouseDetails, type HouseDetailAnswer } from './houseAnswers';

const previewUrl = (id: string) => `/preview/${id}`;
const wording = {
  inscriptions: 'Inscriptions',
  btc: (sats: number) => `${String(sats)} sats`,
  brc20: ({ tick, amount }: { tick: string; amount: string }) => `${amount} ${tick}`,
};
const inscriptionId = `${'ab'.repeat(32)}i0`;

const detail: HouseDetailAnswer = {
  house_id: 'house-1',
  name: 'Pals',
  maker_address: 'tb1pmaker',
  status: 'empty',
  price_sats: 10_000,
  btc_prize_sats: 20_000,
  brc20_prize: null,
  remaining: 0,
  opens: 3,
  cover_inscription_id: null,
  custody_address: 'tb1pcustody',
  open_fee_bps: 500,
  pool: [],
  awaiting_deposit: [],
  recent_winners: [
    {
      draw_id: 'draw-1',
      address: 'tb1pwinner',
      prize: { kind: 'btc', sats: 20_000 },
      created_at: 1_736_848_800,
    },
  ],
  commitment: null,
  revealed_seeds: [
    { server_seed_hash: 'cd'.repeat(32), server_seed: 'ef'.repeat(32), draws: 3, revealed_at: 1_736_850_600 },
  ],
  revealed_seed_count: 1,
  is_maker: false,
};

describe('house answers in display terms', () => {
  it('gives the odds of all inscriptions together, then of each BTC value, largest first', () => {
    const pool = [
      toBoxPrize({ kind: 'btc', sats: 1_000 }, previewUrl),
      toBoxPrize(
        { kind: 'inscription', inscription_id: inscriptionId, name: 'Pal', content_type: 'image/png' },
        previewUrl,
      ),
      toBoxPrize({ kind: 'btc', sats: 5_000 }, previewUrl),
      toBoxPrize({ kind: 'btc', sats: 1_000 }, previewUrl),
    ];
    expect(houseOdds(pool, 4, wording)).toEqual([
      { label: 'Inscriptions', count: 1, probability: 0.25 },
      { label: '5000 sats', count: 1, probability: 0.25 },
      { label: '1000 sats', count: 2, probability: 0.5 },
    ]);
    expect(houseOdds([], 0, wording)).toEqual([]);
  });

  it('shows a BRC-20 prize as its tick and amount, and gives each BRC-20 size its own odds after BTC', () => {
    const ordi = toBoxPrize({ kind: 'brc20', tick: 'ORDI', amount: '1000' }, previewUrl);
    expect(ordi).toEqual({ kind: 'brc20', tick: 'ORDI', amount: '1000' });
    const pool = [ordi, toBoxPrize({ kind: 'btc', sats: 5_000 }, previewUrl), ordi, ordi];
    expect(houseOdds(pool, 4, wording)).toEqual([
      { label: '5000 sats', count: 1, probability: 0.25 },
      { label: '1000 ORDI', count: 3, probability: 0.75 },
    ]);
  });

  it('pictures every inscription through its preview, HTML and text included (the route draws them as a card)', () => {
    const named = { kind: 'inscription', inscription_id: inscriptionId, name: 'Pal' } as const;
    for (const contentType of ['image/webp', 'image/svg+xml', 'text/html', 'text/plain']) {
      expect(toBoxPrize({ ...named, content_type: contentType }, previewUrl)).toMatchObject({
        imageUrl: `/preview/${inscriptionId}`,
      });
    }
  });

  it('holds an emptied house to its last revealed seed, with dates and the providers share', () => {
    const house = toHouseDetails(detail, previewUrl, wording);
    expect(house.commitment).toEqual({ serverSeedHash: 'cd'.repeat(32), nextNonce: 3 });
    expect(house.recentWinners[0]?.at.toISOString()).toBe('2025-01-14T10:00:00.000Z');
    expect(house.revealedSeeds[0]?.revealedAt.toISOString()).toBe('2025-01-14T10:30:00.000Z');
    expect(house.providerShare).toBe(0.95);
    expect(house.odds).toEqual([]);
  });
});
