import { utf8 } from './artwork/Artwork';

/** A token the seeded market deploys, and how far its mint gets in the market's history. */
export interface SeedTick {
  readonly tick: string;
  readonly max: bigint;
  readonly limit: bigint;
  /** Share of the max supply minted by the end of history: 1 is "fully minted". */
  readonly mintedShare: number;
  /** The unit price (sats per token) its trades start at. */
  readonly unitPriceSats: number;
}

export const seedTicks: readonly SeedTick[] = [
  { tick: 'blok', max: 21_000n, limit: 1_000n, mintedShare: 1, unitPriceSats: 45 },
  { tick: 'hodl', max: 50_000n, limit: 2_500n, mintedShare: 1, unitPriceSats: 12 },
  { tick: 'fomo', max: 100_000n, limit: 5_000n, mintedShare: 0.6, unitPriceSats: 6 },
  { tick: 'zapp', max: 400_000n, limit: 10_000n, mintedShare: 0.35, unitPriceSats: 3 },
  { tick: 'meme', max: 1_000_000n, limit: 50_000n, mintedShare: 0.15, unitPriceSats: 1 },
];

/** BRC-20 inscriptions are JSON text; indexers read the fields, so the layout is the common one. */
const brc20Text = (fields: Record<string, string>): Uint8Array => utf8(JSON.stringify({ p: 'brc-20', ...fields }));

export const deployText = (token: SeedTick) =>
  brc20Text({ op: 'deploy', tick: token.tick, max: token.max.toString(), lim: token.limit.toString() });
export const mintText = (token: SeedTick) => brc20Text({ op: 'mint', tick: token.tick, amt: token.limit.toString() });
export const transferText = (tick: string, amount: bigint) =>
  brc20Text({ op: 'transfer', tick, amt: amount.toString() });

export const brc20ContentType = 'text/plain;charset=utf-8';
