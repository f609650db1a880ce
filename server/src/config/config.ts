import { fileURLToPath } from 'node:url';
import { networkNames } from '@ordmarket/protocol';
import { z } from 'zod';
import { defaultUndoDepth } from './undoDepth';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const list = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );

/**
 * Every setting the server reads, all from environment variables (documented in the README). The
 * defaults run the embedded marketplace: PGlite in ./.data and the devnet chain on 127.0.0.1:8080.
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** A PostgreSQL server; without it the data lives in PGlite under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  NETWORK: z.enum(networkNames).default('devnet'),
  /** Esplora hosts tried in order (mainnet, testnet, signet). */
  ESPLORA_URLS: list,
  ORD_URL: z.url().optional(),
  /**
   * Bitcoin Core's JSON-RPC (http://127.0.0.1:8332): blocks, tip, broadcast and fees from bitcoind; addresses and
   * spends still come from ESPLORA_URLS. Credentials from the cookie file, the user and password, or the URL itself.
   */
  BITCOIN_RPC_URL: z.url().optional(),
  /** bitcoind's .cookie file (read again whenever bitcoind refuses it: bitcoind writes a new one at each start). */
  BITCOIN_RPC_COOKIE_FILE: z.string().min(1).optional(),
  BITCOIN_RPC_USER: z.string().min(1).optional(),
  BITCOIN_RPC_PASSWORD: z.string().min(1).optional(),
  /** Where fee quotes come from with BITCOIN_RPC_URL set: bitcoind's estimatesmartfee, or Esplora (mempool.space). */
  FEE_SOURCE: z.enum(['core', 'esplora']).default('core'),
  /** Requests one server sends one Esplora, ord or bitcoind host at once; more wait their turn. */
  CHAIN_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(4),
  /** How long one request to Esplora or ord may take, body included, before it counts as failed. */
  CHAIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Tries per request to Esplora or ord across its hosts, the first included (429, 5xx and timeouts are retried). */
  CHAIN_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  /** The built app (`npm run build -w @ordmarket/app`); without an index.html there, GET / lists the API instead. */
  APP_DIST_DIR: z.string().default(fileURLToPath(new URL('../../../app/dist', import.meta.url))),
  /**
   * How long a rendered page is sent again to the next visitor who asks for it, unless a market event comes first
   * (http/pageCache.ts); 0 renders every request.
   */
  PAGE_FRESH_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Browser origins allowed to call the API (CORS); the server's own origin is always allowed. */
  APP_ORIGINS: list,
  /**
   * The reverse proxies (addresses or CIDR ranges) in front of the server, whose X-Forwarded-For names the caller;
   * empty: the connection's own address is the caller.
   */
  TRUST_PROXY: list,
  /** Signs access tokens; without it one is generated once and kept in the database. */
  TOKEN_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: seconds(30 * 24 * 3600),
  /**
   * How long a refresh token just swapped may be presented again by the same client for another pair of its session
   * (tabs refreshing at once) instead of ending the session as a stolen copy; 0 ends it at once.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  QR_LOGIN_TTL_SECONDS: seconds(120),
  SIGN_IN_CHALLENGE_TTL_SECONDS: seconds(300),
  /** Live sign-in challenges one caller keeps per address; a new one retires that caller's oldest beyond this. */
  CHALLENGES_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  /** Live sign-in challenges one caller (IP, or IPv6 /64) holds across addresses; one more is refused till one ends. */
  CHALLENGES_PER_IP: z.coerce.number().int().positive().default(30),
  /** QR sign-in codes one IP may have open at once; one more is refused until one ends. */
  QR_LOGINS_PER_IP: z.coerce.number().int().positive().default(10),
  /** How often ended sign-in challenges and QR logins are deleted. */
  SIGN_IN_PURGE_SECONDS: seconds(60),
  /** The market's service fee on every purchase, in basis points of the prices (200 = 2%); 0 charges none. */
  SERVICE_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(200),
  /** Where service fees are paid. Required on real networks when a fee is charged; the devnet makes its own. */
  SERVICE_FEE_ADDRESS: z.string().trim().min(1).optional(),
  /**
   * The service wallet's extended private key (tprv on test networks, xprv on mainnet): order addresses are its BIP86
   * children. Required on real networks; the devnet makes one and keeps it in the database. Never logged.
   */
  SERVICE_WALLET_XPRV: z.string().trim().min(1).optional(),
  /** How often the inscription service and the box service look at their addresses, in milliseconds; 0 only when a request nudges them. */
  INSCRIBE_POLL_MS: z.coerce.number().int().min(0).default(2000),
  /** Confirmations a payment needs before it is inscribed; default 0 on the devnet, 1 on real networks. */
  INSCRIBE_PAYMENT_CONFIRMATIONS: z.coerce.number().int().min(0).max(6).optional(),
  /** How long an inscription order waits for its payment. */
  INSCRIBE_ORDER_TTL_SECONDS: seconds(3600),
  /** Confirmations a blind-box deposit (a recharge, a house's inscriptions) needs before it is credited; default 1 on the devnet, 2 on real networks. */
  BOX_DEPOSIT_CONFIRMATIONS: z.coerce.number().int().min(1).max(12).optional(),
  /** The platform's part of each blind-box open's price, in basis points (the rest goes to the pool's providers). */
  BOX_OPEN_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(200),
  /** How long a started purchase holds its listings for the buyer's wallet to sign. */
  PURCHASE_HOLD_SECONDS: seconds(600),
  /** Listings one buyer may hold at once, across their unfinished purchases (a full sweep is 9). */
  PURCHASE_HOLDS_PER_BUYER: z.coerce.number().int().positive().default(9),
  /** Seconds between each pass that releases expired holds and resends stored transactions the chain lost. */
  PURCHASE_SWEEP_SECONDS: seconds(15),
  /** Seconds between devnet blocks; 0 mines only on demand (POST /devnet/mine). */
  DEVNET_BLOCK_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Fill an empty devnet with the demo market on the first start (deterministic from MARKET_SEED). */
  SEED_MARKET: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  MARKET_SEED: z.string().min(1).default('ordmarket'),
  /** 'full' is the newcomer's market; 'small' is the same market with fewer items, for tests. */
  SEED_SCALE: z.enum(['full', 'small']).default('full'),
  /**
   * The first block the indexer reads, for a chain read over HTTP (default: the tip at the first start; the embedded
   * devnet always starts at 0). Above 0, what came before comes from ORD_URL and BRC20_URL. Kept in the database.
   */
  INDEX_START_HEIGHT: z.coerce.number().int().min(0).max(100_000_000).optional(),
  /**
   * An OPI BRC-20 API (the root of its /v1/brc20 routes, as every Ordmarket server also serves): the BRC-20 history
   * replayed before INDEX_START_HEIGHT, and the hashes the ledger is checked against.
   */
  BRC20_URL: z.url().optional(),
  /**
   * Blocks of the BRC-20 replay from BRC20_URL between checkpoints (default 1,000): each is checked against OPI and
   * kept to resume from.
   */
  BRC20_REPLAY_CHECKPOINT_BLOCKS: z.coerce.number().int().min(1).max(100_000).optional(),
  /** How often the indexer asks the chain for a new tip. */
  INDEXER_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** Blocks below the tip whose undo the indexer keeps; a deeper reorg stops indexing with an operator message. */
  INDEXER_UNDO_DEPTH: z.coerce.number().int().min(1).max(100_000).default(defaultUndoDepth),
  /** A curated catalog of collections and their inscriptions (JSON), loaded at every start; see the README. */
  COLLECTIONS_FILE: z.string().min(1).optional(),
  /** A public BTC/USDT price service for real networks; the devnet simulates a moving rate. */
  USD_RATE_URL: z.url().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  ADDRESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerConfig = z.infer<typeof configSchema>;

/**
 * Whether the chain is read over HTTP from services the server does not own (Esplora, ord), as on every real
 * network: then the service wallet's key and the fee address come from configuration and payments wait for
 * confirmations. ESPLORA_URLS or BITCOIN_RPC_URL on the devnet reads another server's devnet that way, a stand-in for
 * the internet.
 */
export function readsChainOverHttp(config: ChainSettings): boolean {
  return config.NETWORK !== 'devnet' || config.ESPLORA_URLS.length > 0 || config.BITCOIN_RPC_URL !== undefined;
}

type ChainSettings = Pick<ServerConfig, 'NETWORK' | 'ESPLORA_URLS'> & Partial<Pick<ServerConfig, 'BITCOIN_RPC_URL'>>;

/** How a configuration error names the chain it is about: `NETWORK=signet`, or a devnet read over HTTP. */
export function chainSetting(config: ChainSettings): string {
  if (config.NETWORK !== 'devnet' || !readsChainOverHttp(config)) return `NETWORK=${config.NETWORK}`;
  return config.BITCOIN_RPC_URL === undefined
    ? 'NETWORK=devnet with ESPLORA_URLS'
    : 'NETWORK=devnet with BITCOIN_RPC_URL';
}

/** Reads the configuration, refusing a bad value with the variable's name and the reason. */
export function loadConfig(environment: Record<string, string | undefined>): ServerConfig {
  const parsed = configSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server configuration. ${problems.join('; ')}`);
  }
  return parsed.data;
}
