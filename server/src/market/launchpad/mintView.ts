import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { collections, mints } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { collectionExists, collectionNotFound } from '../nft/collectionView';
import { jsonSats } from '../../http/jsonValues';

export const mintStatuses = ['upcoming', 'white_list', 'public', 'ended', 'sold_out'] as const;
export type MintStatus = (typeof mintStatuses)[number];

/** Spec §3 "Mint info": a collection's mint as the mint drawer shows it; prices in sats, times in unix seconds. */
export const mintInfoSchema = z.object({
  name: z.string(),
  cover: z.string(),
  /** How many have been minted so far. */
  mint: z.number().int(),
  supply: z.number().int(),
  collection_id: z.string(),
  mint_id: z.string(),
  white_list_start_at_sec: z.number().int().nullable(),
  white_list_end_at_sec: z.number().int().nullable(),
  status: z.enum(mintStatuses),
  public_start_at_sec: z.number().int(),
  public_end_at_sec: z.number().int().nullable(),
  mint_price: z.number().int(),
  twitter_url: z.string(),
  discord_url: z.string(),
  website_url: z.string(),
  describe: z.string(),
  available_num: z.number().int(),
  max_mint_num: z.number().int(),
  inscription_items: z.array(z.object({ name: z.string(), content_type: z.string() })),
  recursive_content: z.array(z.string()).optional(),
});
export type MintInfo = z.infer<typeof mintInfoSchema>;

type Mint = typeof mints.$inferSelect;
type Collection = typeof collections.$inferSelect;

/** Where the mint stands at `nowSec`: sold out wins, then the windows in time order. */
export function mintStatus(mint: Mint, nowSec: number): MintStatus {
  if (mint.mintedNum >= mint.supply) return 'sold_out';
  if (mint.publicEndAtSec !== null && nowSec >= mint.publicEndAtSec) return 'ended';
  if (nowSec >= mint.publicStartAtSec) return 'public';
  const { whiteListStartAtSec: start, whiteListEndAtSec: end } = mint;
  if (start !== null && nowSec >= start && (end === null || nowSec < end)) return 'white_list';
  return 'upcoming';
}

export function toMintInfo(mint: Mint, collection: Collection, nowSec: number): MintInfo {
  return {
    name: collection.name,
    cover: collection.coverUrl,
    mint: mint.mintedNum,
    supply: mint.supply,
    collection_id: collection.id,
    mint_id: mint.id,
    white_list_start_at_sec: mint.whiteListStartAtSec,
    white_list_end_at_sec: mint.whiteListEndAtSec,
    status: mintStatus(mint, nowSec),
    public_start_at_sec: mint.publicStartAtSec,
    public_end_at_sec: mint.publicEndAtSec,
    mint_price: jsonSats(mint.mintPriceSats),
    twitter_url: collection.twitterUrl,
    discord_url: collection.discordUrl,
    website_url: collection.websiteUrl,
    describe: collection.description,
    available_num: Math.max(0, mint.supply - mint.mintedNum),
    max_mint_num: mint.maxMintNum,
    inscription_items: mint.inscriptionItems,
    ...(mint.recursiveContent === null ? {} : { recursive_content: mint.recursiveContent }),
  };
}

/** The collection's mint and the collection, or undefined when either is missing. */
export async function findMint(db: Database, collectionId: string) {
  const [row] = await db
    .select({ mint: mints, collection: collections })
    .from(mints)
    .innerJoin(collections, eq(collections.id, mints.collectionId))
    .where(eq(mints.collectionId, collectionId));
  return row;
}

/** The collection's mint; an unknown collection and a collection without a mint are refused apart. */
export async function requireMint(db: Database, collectionId: string) {
  const found = await findMint(db, collectionId);
  if (found) return found;
  if (await collectionExists(db, collectionId)) {
    throw new ApiError('mintRefused', 'This collection has no mint open.');
  }
  throw collectionNotFound(collectionId);
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);
