import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brc20Balances, brc20Ticks, collectionItems, collections } from '../../db/schema';
import type { MarketUnderTest } from '../../market/nft/testing/marketTestKit';
import { storedEventHashes } from '../../indexer/brc20/eventHashes';

/**
 * What two markets on one chain must agree on, and how one hands the other its catalog: for tests of a server that
 * reads another's devnet over HTTP. Test-only.
 */

/** The curated collections of `db` as an operator's COLLECTIONS_FILE lists them; answers the file's path. */
export async function exportCatalog(db: Database): Promise<string> {
  const items = await db.select().from(collectionItems).orderBy(asc(collectionItems.inscriptionId));
  const catalog = (await db.select().from(collections).orderBy(asc(collections.id))).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    cover_url: row.coverUrl,
    twitter_url: row.twitterUrl,
    discord_url: row.discordUrl,
    website_url: row.websiteUrl,
    supply: row.supply,
    ...(row.creatorAddress === null ? {} : { creator_address: row.creatorAddress }),
    royalty_bps: row.royaltyFeeBps,
    ...(row.royaltyAddress === null ? {} : { royalty_address: row.royaltyAddress }),
    items: items
      .filter(({ collectionId }) => collectionId === row.id)
      .map(({ inscriptionId, name, attributes }) => ({ inscription_id: inscriptionId, name, attributes })),
  }));
  const path = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'collections.json');
  writeFileSync(path, JSON.stringify(catalog));
  return path;
}

/**
 * The BRC-20 ledger: every token's supply and holders, every balance, and where its hash chain stands (two ledgers
 * that agree on every event up to the same block agree on its cumulative hash).
 */
export const ledgerFacts = async (db: Database) => ({
  hashed: await storedEventHashes(db).then((row) =>
    row === undefined ? undefined : { height: row.height, cumulativeEventHash: row.cumulativeEventHash },
  ),
  ticks: await db
    .select({
      tick: brc20Ticks.tick,
      minted: brc20Ticks.minted,
      max: brc20Ticks.maxSupply,
      holders: brc20Ticks.holders,
      burned: brc20Ticks.burned,
      mintCount: brc20Ticks.mintCount,
      deployer: brc20Ticks.deployer,
      deployHeight: brc20Ticks.deployHeight,
      deployedAt: brc20Ticks.deployedAt,
    })
    .from(brc20Ticks)
    .orderBy(asc(brc20Ticks.tick)),
  balances: await db
    .select({
      tick: brc20Balances.tick,
      pkscript: brc20Balances.pkscript,
      address: brc20Balances.address,
      available: brc20Balances.available,
      transferable: brc20Balances.transferable,
    })
    .from(brc20Balances)
    .orderBy(asc(brc20Balances.tick), asc(brc20Balances.pkscript)),
});

/** What a collection page shows that the chain and the catalog decide (listings and sales stay with each market). */
export async function collectionFacts(market: MarketUnderTest, collectionId: string) {
  const answer = await market.call('/btc/ordinals/get_collection_detail', { collection_id: collectionId });
  const data = answer.body.data as Record<string, unknown>;
  const { name, cover, describe: description, supply, inscription_count, owner_count, royalty_fee_rate } = data;
  return { name, cover, description, supply, inscription_count, owner_count, royalty_fee_rate };
}
