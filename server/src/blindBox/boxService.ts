import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import { startRepeatingPass } from '../jobs/repeatingPass';
import type { ServiceCoinWatch } from '../serviceCoins/watchServiceCoins';
import { sendWithdrawals } from './sendWithdrawals';
import { watchDeposits } from './watchDeposits';

export interface BoxServiceParts {
  readonly db: Database;
  readonly chain: ChainSource;
  /** The service's coins between blocks (the indexer notes them in blocks). */
  readonly coins: ServiceCoinWatch;
  readonly log: Logger;
  readonly confirmations: number;
  readonly intervalMs: number;
  readonly now: () => Date;
  /** Called before a withdrawal is sent: a test throws here to stop the service as a crash would. */
  readonly beforeSend?: (withdrawalId: string) => void;
}

export interface BoxService {
  /** One pass: credits confirmed deposits, sends stored withdrawals, notes confirmed ones. */
  runOnce(): Promise<void>;
  close(): Promise<void>;
}

/** Keeps the box balances in step with the chain; every step's state is in the database, so a restart carries on. */
export function startBoxService(parts: BoxServiceParts): BoxService {
  const pass = async () => {
    await parts.coins.follow();
    await watchDeposits(parts);
    await sendWithdrawals(parts);
  };
  const passes = startRepeatingPass(pass, parts.intervalMs, parts.log, 'box service');
  return { runOnce: () => passes.run(pass), close: () => passes.close() };
}
