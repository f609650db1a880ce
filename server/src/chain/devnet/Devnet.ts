import type { bitcoin } from '@ordmarket/protocol';
import type { ChainSource } from '../ChainSource';
import type { PackageTest } from './mempool/testAccept';

/** How a block is mined; the defaults are a node's. */
export interface MineOptions {
  /**
   * The block's time in unix seconds, for writing history (the seeded market's weeks of sales). Never later
   * than now; the devnet takes it as given otherwise, so the caller keeps its own blocks in time order.
   */
  timestamp?: number;
  /**
   * Who the coinbase pays instead of the treasury. With a timestamp too, the coinbase is the same for the same
   * height, time and payee, so a seeder funding itself this way writes the same transactions on every devnet.
   */
  payoutAddress?: string;
}

export interface MinedBlock {
  hash: string;
  height: number;
  txids: string[];
}

/**
 * The embedded chain (architecture §3): a ChainSource plus the controls a node operator or a test has on
 * regtest: fund an address, mine, roll back.
 */
export interface Devnet extends ChainSource {
  /** Sends `sats` to `address` from the devnet's treasury in a real signed transaction; answers its txid. */
  faucet(address: string, sats: bigint): Promise<string>;
  /**
   * Bitcoin Core's testmempoolaccept: every acceptance rule, a package's later transactions seeing the earlier
   * ones, and nothing entering the mempool.
   */
  testAccept(transactions: readonly bitcoin.Transaction[]): Promise<PackageTest>;
  /** Mines `count` blocks now (or at `options.timestamp`), taking mempool transactions by fee rate. */
  mine(count: number, options?: MineOptions): Promise<MinedBlock[]>;
  /** Removes the last `count` blocks; their transactions (but coinbases) go back to the mempool. */
  rollback(count: number): Promise<void>;
  /** Mines a block every `seconds` from now on (0 stops); the server starts it once the market is seeded. */
  mineEvery(seconds: number): void;
  /** Stops the block timer. */
  close(): Promise<void>;
}
