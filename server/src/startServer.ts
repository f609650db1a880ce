import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { accessTokens } from './auth/accessToken';
import { tokenSecret } from './auth/tokenSecret';
import { openChainSource } from './chain/openChainSource';
import type { ServerConfig } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { createServer } from './http/createServer';
import type { Services } from './http/services';
import { openIndexer } from './indexer/openIndexer';
import { openMarketFeed } from './realtime/openMarketFeed';
import { seedMarketIfNew } from './seed/seedMarketIfNew';

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:8080. */
  readonly url: string;
  readonly app: FastifyInstance;
  readonly services: Services;
  /** Stops taking requests, lets the running ones finish, stops the indexer and the chain, closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** A database the caller owns (tests); otherwise DATABASE_URL or PGlite in DATA_DIR, closed with the server. */
  readonly database?: DatabaseHandle;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = pino({ level: config.LOG_LEVEL });
  const database =
    options.database ??
    (await openDatabase(
      config.DATABASE_URL !== undefined
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
    ));
  const chain = await openChainSource(config, database, log);
  const indexer = openIndexer({ database, chain: chain.chain, log, pollMs: config.INDEXER_POLL_MS });
  if (chain.devnet && config.SEED_MARKET) {
    await seedMarketIfNew({
      database,
      devnet: chain.devnet,
      indexer,
      log,
      seed: config.MARKET_SEED,
      scale: config.SEED_SCALE,
    });
  }
  // Only now: a timer block in the middle of seeding would put present-day blocks inside the backdated history.
  chain.devnet?.mineEvery(config.DEVNET_BLOCK_SECONDS);
  const feed = await openMarketFeed(database, log);
  const tokens = accessTokens(await tokenSecret(database.db, config.TOKEN_SECRET), config.ACCESS_TOKEN_TTL_SECONDS);
  const services: Services = { config, database, chain: chain.chain, devnet: chain.devnet, tokens, indexer, feed };
  const app = await createServer(services, log);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  let closing: Promise<void> | undefined;
  return {
    url: address.replace('[::1]', 'localhost'),
    app,
    services,
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await feed.close();
        await indexer.close();
        await chain.close();
        if (!options.database) await database.close();
      })()),
  };
}
