import {
  noValue,
  type BoxPrize,
  type Brc20Amount,
  type DrawFacts,
  type FairnessCommitment,
  type HouseDetails,
  type HouseOdds,
  type HouseSummary,
  type RevealedSeed,
} from '@ordmarket/ui';
import type { ApiData } from '../../api/apiCalls';
import type { PreviewUrl } from '../../content/previewUrl';

export type HouseSummaryAnswer = ApiData<'/btc/blind_box/get_houses'>['items'][number];
export type HouseDetailAnswer = ApiData<'/btc/blind_box/get_house_detail'>;
export type RevealedSeedAnswer = HouseDetailAnswer['revealed_seeds'][number];
export type DrawAnswer = ApiData<'/btc/blind_box/get_draw'>;
export type PrizeAnswer = DrawAnswer['prize'];

/** How the odds table names its rows, in the reader's language. */
export interface OddsWording {
  readonly inscriptions: string;
  readonly btc: (sats: number) => string;
  readonly brc20: (prize: Brc20Amount) => string;
}

const basisPoints = 10_000;

/** The API's unix seconds as the Date the kit shows. */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** A prize as the kit shows it; an inscription's picture is its preview, an image whatever its content. */
export function toBoxPrize(prize: PrizeAnswer, previewUrl: PreviewUrl): BoxPrize {
  if (prize.kind === 'btc') return { kind: 'btc', sats: prize.sats };
  if (prize.kind === 'brc20') return { kind: 'brc20', tick: prize.tick, amount: prize.amount };
  return {
    kind: 'inscription',
    inscriptionId: prize.inscription_id,
    name: prize.name,
    imageUrl: previewUrl(prize.inscription_id),
  };
}

export function toHouseSummary(house: HouseSummaryAnswer, previewUrl: PreviewUrl): HouseSummary {
  return {
    houseId: house.house_id,
    name: house.name,
    makerAddress: house.maker_address,
    status: house.status,
    priceSats: house.price_sats,
    remaining: house.remaining,
    opens: house.opens,
    // The preview is an image whatever the cover inscription holds (an HTML cover shows as its drawn card).
    ...(house.cover_inscription_id === null ? {} : { coverUrl: previewUrl(house.cover_inscription_id) }),
  };
}

/**
 * The chance of each kind of prize on the next open: all inscriptions together, then each BTC value, largest first,
 * then each BRC-20 prize (tick and size) in pool order.
 */
export function houseOdds(pool: readonly BoxPrize[], remaining: number, wording: OddsWording): HouseOdds[] {
  if (remaining <= 0) return [];
  const inscriptions = pool.filter((prize) => prize.kind === 'inscription').length;
  const btcCounts = new Map<number, number>();
  const tokenCounts = new Map<string, { prize: Brc20Amount; count: number }>();
  for (const prize of pool) {
    if (prize.kind === 'btc') btcCounts.set(prize.sats, (btcCounts.get(prize.sats) ?? 0) + 1);
    if (prize.kind === 'brc20') {
      const key = `${prize.tick}:${prize.amount}`;
      const counted = tokenCounts.get(key);
      tokenCounts.set(key, { prize, count: (counted?.count ?? 0) + 1 });
    }
  }
  const row = (label: string, count: number) => ({ label, count, probability: count / remaining });
  const btcRows = [...btcCounts].sort(([a], [b]) => b - a).map(([sats, count]) => row(wording.btc(sats), count));
  const tokenRows = [...tokenCounts.values()].map(({ prize, count }) => row(wording.brc20(prize), count));
  const inscriptionRow = inscriptions === 0 ? [] : [row(wording.inscriptions, inscriptions)];
  return [...inscriptionRow, ...btcRows, ...tokenRows];
}

/**
 * The commitment the kit shows. A house that has emptied has no seed left to commit to (its last seed was revealed
 * at once), so it shows the latest revealed one, which its last draws were held to.
 */
function commitmentOf(detail: HouseDetailAnswer): FairnessCommitment {
  if (detail.commitment !== null) {
    return { serverSeedHash: detail.commitment.server_seed_hash, nextNonce: detail.commitment.next_nonce };
  }
  const latest = detail.revealed_seeds[0];
  return latest === undefined
    ? { serverSeedHash: noValue, nextNonce: 0 }
    : { serverSeedHash: latest.server_seed_hash, nextNonce: latest.draws };
}

export function toRevealedSeed(seed: RevealedSeedAnswer): RevealedSeed {
  return {
    serverSeedHash: seed.server_seed_hash,
    serverSeed: seed.server_seed,
    draws: seed.draws,
    revealedAt: fromUnixSeconds(seed.revealed_at),
  };
}

export function toHouseDetails(detail: HouseDetailAnswer, previewUrl: PreviewUrl, wording: OddsWording): HouseDetails {
  const pool = detail.pool.map((prize) => toBoxPrize(prize, previewUrl));
  return {
    ...toHouseSummary(detail, previewUrl),
    custodyAddress: detail.custody_address,
    pool,
    odds: houseOdds(pool, detail.remaining, wording),
    recentWinners: detail.recent_winners.map((winner) => ({
      drawId: winner.draw_id,
      address: winner.address,
      prize: toBoxPrize(winner.prize, previewUrl),
      at: fromUnixSeconds(winner.created_at),
    })),
    commitment: commitmentOf(detail),
    revealedSeeds: detail.revealed_seeds.map(toRevealedSeed),
    revealedSeedCount: detail.revealed_seed_count,
    providerShare: (basisPoints - detail.open_fee_bps) / basisPoints,
  };
}

export function toDrawFacts(draw: DrawAnswer, previewUrl: PreviewUrl): DrawFacts {
  return {
    drawId: draw.draw_id,
    houseName: draw.house_name,
    clientSeed: draw.client_seed,
    nonce: draw.nonce,
    serverSeedHash: draw.server_seed_hash,
    ...(draw.server_seed === null ? {} : { serverSeed: draw.server_seed }),
    poolSize: draw.pool.length,
    index: draw.index,
    prize: toBoxPrize(draw.prize, previewUrl),
    at: fromUnixSeconds(draw.created_at),
  };
}
