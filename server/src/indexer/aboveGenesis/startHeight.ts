import { eq } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import { readsChainOverHttp, type ServerConfig } from '../../config/config';
import type { Database } from '../../db/database';
import { serverSettings } from '../../db/schema';
import { indexedTip } from '../indexedTip';

const startSetting = 'index-start-height';

type StartConfig = Pick<ServerConfig, 'NETWORK' | 'ESPLORA_URLS' | 'INDEX_START_HEIGHT' | 'ORD_URL' | 'BRC20_URL'>;

const refuse = (setting: string, reason: string) => new Error(`Invalid server configuration. ${setting}: ${reason}`);

/**
 * The first block this database's index reads, fixed at the first start and kept: INDEX_START_HEIGHT, or on a chain
 * read over HTTP the tip then (only new blocks are indexed; what came before comes from ord and a BRC-20 indexer,
 * which must then be configured). The embedded devnet is indexed from its genesis block. A database indexed from
 * one height refuses another: its index would have a hole or an overlap.
 */
export async function resolveStartHeight(db: Database, config: StartConfig, chain: ChainSource): Promise<number> {
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.name, startSetting));
  if (stored !== undefined) {
    const height = Number(stored.value);
    if (config.INDEX_START_HEIGHT !== undefined && config.INDEX_START_HEIGHT !== height) {
      throw refuse(
        'INDEX_START_HEIGHT',
        `${config.INDEX_START_HEIGHT}, but this database is indexed from block ${height}; to start elsewhere, use an empty database.`,
      );
    }
    return height;
  }
  let height: number;
  if (!readsChainOverHttp(config)) {
    if ((config.INDEX_START_HEIGHT ?? 0) !== 0) {
      throw refuse('INDEX_START_HEIGHT', 'the embedded devnet is indexed from its genesis block; leave it unset.');
    }
    height = 0;
  } else if ((await indexedTip(db)) !== undefined) {
    // Indexed before start heights were kept: from genesis.
    height = 0;
  } else {
    height = config.INDEX_START_HEIGHT ?? (await chain.tipHeight());
  }
  if (height > 0) {
    for (const [setting, value] of [
      ['ORD_URL', config.ORD_URL],
      ['BRC20_URL', config.BRC20_URL],
    ] as const) {
      if (value === undefined) {
        throw refuse(
          setting,
          `required to index from block ${height} (INDEX_START_HEIGHT, or the tip when it is unset): inscriptions and BRC-20 balances from before it come from ord and a BRC-20 indexer.`,
        );
      }
    }
  }
  await db
    .insert(serverSettings)
    .values({ name: startSetting, value: String(height) })
    .onConflictDoNothing();
  // Another instance starting at the same moment may have fixed it first: its choice stands.
  const [kept] = await db.select().from(serverSettings).where(eq(serverSettings.name, startSetting));
  return Number(kept?.value ?? height);
}

/** The first block this database's index reads (0 before the first start fixed it: the index is empty then). */
export async function storedStartHeight(db: Database): Promise<number> {
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.name, startSetting));
  return stored === undefined ? 0 : Number(stored.value);
}
