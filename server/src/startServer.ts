// The server verifies and signs on libsecp256k1 (wasm) from its first import on; see crypto/serverCurve.
import './crypto/serverCurve';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { accessTokens } from './auth/accessToken';
import { isSessionOpen } from './auth/refreshTokens';
import { startSignInPurge } from './auth/signInPurgeJob';
import { tokenSecret } from './auth/tokenSecret';
import { ChainSourceErrors } from './chain/chainSourceErrors';
import { openOpiClient } from './chain/brc20/openOpiClient';
import { OpiAgreement } from './indexer/brc20/OpiAgreement';
import { chainTuning } from './chain/chainTuning';
import { observed } from './chain/observed';
import { openChainSource } from './chain/openChainSource';
import { openOrdClient } from './chain/ord/openOrdClient';
import { requireCoinOracle, withCoinOracle } from './chain/ord/ordCoinAssets';
import { chainSetting, readsChainOverHttp, type ServerConfig } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { createServer } from './app/createServer';
import type { Services } from './http/services';
import { learnInscriptions } from './indexer/aboveGenesis/learnInscriptions';
import { resolveStartHeight } from './indexer/aboveGenesis/startHeight';
import { openIndexer } from './indexer/openIndexer';
import { importCatalog } from './market/catalog/importCatalog';
import { loadCatalogFile } from './market/catalog/loadCatalogFile';
import { startBoxService, type BoxService } from './blindBox/boxService';
import { startInscriptionService, type InscriptionService } from './inscribing/inscriptionService';
import { openServiceWallet } from './inscribing/serviceWallet';
import { orderFulfilments } from './app/orderFulfilments';
import { startPurchaseSweeper, type PurchaseSweeper } from './market/purchase/purchaseSweeper';
import { resolveServiceFee } from './market/purchase/serviceFee';
import { openMarketReads } from './market/marketReads';
import { openMarketFeed } from './realtime/openMarketFeed';
import { seedMarketIfNew } from './seed/seedMarketIfNew';
import { fillOutputScripts } from './serviceCoins/fillOutputScripts';
import { watchServiceCoins } from './serviceCoins/watchServiceCoins';

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:8080. */
  readonly url: string;
  readonly app: FastifyInstance;
  readonly services: Services;
  /** Ends lapsed purchase holds and resends stored transactions, on its interval (tests call it directly). */
  readonly purchaseSweeper: PurchaseSweeper;
  /** Turns paid orders into inscriptions, on its interval (tests call it directly). */
  readonly inscriptionService: InscriptionService;
  /** Credits box deposits and sends box withdrawals, on the same interval (tests call it directly). */
  readonly boxService: BoxService;
  /**
   * Stops taking requests, lets the running ones finish, stops the sign-in purge, the indexer and the chain,
   * closes the database.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  /** A database the caller owns (tests); otherwise DATABASE_URL or PGlite in DATA_DIR, closed with the server. */
  readonly database?: DatabaseHandle;
  /** The clock purchases are held by (tests move it); the system clock otherwise. */
  readonly clock?: () => Date;
  /**
   * The clock sign-ins, QR codes, sessions and access tokens expire by (tests skip it ahead); the system clock
   * otherwise. Apart from `clock`, so a test moving purchase holds by hours keeps its tokens.
   */
  readonly authClock?: () => Date;
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
  if (config.COLLECTIONS_FILE !== undefined) {
    const loaded = await importCatalog(database.db, await loadCatalogFile(config.COLLECTIONS_FILE, config.NETWORK));
    log.info({ file: config.COLLECTIONS_FILE, ...loaded }, 'collections loaded');
  }
  requireCoinOracle(config);
  const chainErrors = new ChainSourceErrors();
  const opened = await openChainSource(config, database, log, chainErrors);
  const openedOrd = openOrdClient(config, log, chainTuning(config));
  const openedBrc20 = openOpiClient(config, log, chainTuning(config));
  // Listed in the health answer beside the chain, so an operator sees which source is failing.
  const ord = openedOrd && observed(openedOrd, 'ord', chainErrors);
  const brc20 = openedBrc20 && observed(openedBrc20, 'BRC-20', chainErrors);
  // ord says what every coin carries below the market's own index (and whether it holds runes).
  const chain = { ...opened, chain: withCoinOracle(opened.chain, ord) };
  const startHeight = await resolveStartHeight(database.db, config, chain.chain);
  // Before the indexer reads a block: it finds payments to the service by these scripts.
  await fillOutputScripts(database.db, config.NETWORK);
  const indexer = openIndexer({
    database,
    chain: chain.chain,
    log,
    pollMs: config.INDEXER_POLL_MS,
    undoDepth: config.INDEXER_UNDO_DEPTH,
    startHeight,
    ...(config.BRC20_REPLAY_CHECKPOINT_BLOCKS === undefined
      ? {}
      : { replayCheckpointBlocks: config.BRC20_REPLAY_CHECKPOINT_BLOCKS }),
    ...(ord === undefined || brc20 === undefined ? {} : { preStart: { ord, brc20 } }),
    ...(brc20 === undefined ? {} : { opiAgreement: new OpiAgreement(database.db, brc20) }),
  });
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
  const marketReads = await openMarketReads(database, { log });
  const authClock = options.authClock ?? (() => new Date());
  const tokens = accessTokens({
    secret: await tokenSecret(database.db, config.TOKEN_SECRET),
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    now: authClock,
    isSessionOpen: (sessionId) => isSessionOpen(database.db, sessionId),
  });
  const overHttp = readsChainOverHttp(config);
  const wallet = await openServiceWallet(
    database.db,
    config.NETWORK,
    config.SERVICE_WALLET_XPRV,
    overHttp ? chainSetting(config) : undefined,
  );
  const now = options.clock ?? (() => new Date());
  const serviceFee = resolveServiceFee(config, wallet);
  const coins = watchServiceCoins(database.db, chain.chain);
  const inscriptionService = startInscriptionService({
    db: database.db,
    chain: chain.chain,
    coins,
    wallet,
    fulfilments: orderFulfilments,
    log,
    confirmations: config.INSCRIBE_PAYMENT_CONFIRMATIONS ?? (overHttp ? 1 : 0),
    intervalMs: config.INSCRIBE_POLL_MS,
    now,
  });
  const inscribing = {
    wallet,
    platformAddress: serviceFee?.address ?? wallet.feeAddress,
    orderTtlMs: config.INSCRIBE_ORDER_TTL_SECONDS * 1000,
    now,
    nudge: () => {
      inscriptionService.runOnce().catch((error: unknown) => {
        log.warn({ err: error }, 'inscription service pass failed; retrying on the next pass');
      });
    },
  };
  const depositConfirmations = config.BOX_DEPOSIT_CONFIRMATIONS ?? (overHttp ? 2 : 1);
  const boxService = startBoxService({
    db: database.db,
    chain: chain.chain,
    coins,
    log,
    confirmations: depositConfirmations,
    intervalMs: config.INSCRIBE_POLL_MS,
    now,
  });
  const boxes = {
    wallet,
    network: config.NETWORK,
    openFeeBps: config.BOX_OPEN_FEE_BPS,
    depositConfirmations,
    now,
    nudge: () => {
      boxService.runOnce().catch((error: unknown) => {
        log.warn({ err: error }, 'box service pass failed; retrying on the next pass');
      });
    },
  };
  const purchases = {
    network: config.NETWORK,
    serviceFee,
    holdMs: config.PURCHASE_HOLD_SECONDS * 1000,
    holdsPerBuyer: config.PURCHASE_HOLDS_PER_BUYER,
    coSigner: wallet.coSigner,
    now,
  };
  const services: Services = {
    config,
    database,
    chain: chain.chain,
    chainErrors,
    devnet: chain.devnet,
    tokens,
    authClock,
    indexer,
    learnInscriptions: (ids) =>
      ord === undefined ? Promise.resolve() : learnInscriptions(database.db, ord, startHeight, ids),
    feed,
    marketReads,
    purchases,
    inscribing,
    boxes,
  };
  const app = await createServer(services, log);
  const signInPurge = startSignInPurge({ db: database.db, log, everySeconds: config.SIGN_IN_PURGE_SECONDS });
  // Resends what a crash left stored but unsent, and ends holds nobody signed.
  const purchaseSweeper = startPurchaseSweeper({
    db: database.db,
    chain: chain.chain,
    intervalMs: config.PURCHASE_SWEEP_SECONDS * 1000,
    now: purchases.now,
    log,
    listing: { network: config.NETWORK, marketKey: purchases.coSigner.publicKey },
  });
  // A protected sale waiting for its lock goes on sale as soon as the block holding the lock is indexed.
  const stopListingWaiting = feed.subscribe((event) => {
    if (event.type !== 'block') return;
    purchaseSweeper.listWaitingSales().catch((error: unknown) => {
      log.warn({ err: error }, 'listing waiting protected sales failed; the next sweep tries again');
    });
  });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  let closing: Promise<void> | undefined;
  return {
    url: address.replace('[::1]', 'localhost'),
    app,
    services,
    purchaseSweeper,
    inscriptionService,
    boxService,
    close: () =>
      (closing ??= (async () => {
        await app.close();
        stopListingWaiting();
        await purchaseSweeper.close();
        await inscriptionService.close();
        await boxService.close();
        await signInPurge.close();
        await feed.close();
        await marketReads.close();
        await indexer.close();
        await chain.close();
        if (!options.database) await database.close();
      })()),
  };
}
