import { and, count, eq, isNull, sum } from 'drizzle-orm';
import type { Database } from '../db/database';
import { boxCoins, ledgerAccounts } from '../db/schema';
import { btcAsset } from './ledger';

export interface CustodyBalance {
  /** Plain coins the service wallet holds for the box, confirmed and credited. */
  readonly heldSats: bigint;
  readonly heldCoins: number;
  /** What the box ledger owes in BTC (users, houses and the platform's fees): the coins must cover it. */
  readonly owedSats: bigint;
}

/**
 * The service wallet's BTC in custody against what the ledger says it owes, for operators. In double entry the
 * chain's side (`outside`) holds the negative of every balance inside, so what is owed is one row.
 */
export async function custodyBalance(db: Database): Promise<CustodyBalance> {
  const [held] = await db
    .select({ sats: sum(boxCoins.value).mapWith(BigInt), coins: count() })
    .from(boxCoins)
    .where(and(eq(boxCoins.status, 'held'), isNull(boxCoins.inscriptionId)));
  const [outside] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerKind, 'outside'), eq(ledgerAccounts.asset, btcAsset)));
  return {
    heldSats: held?.sats ?? 0n,
    heldCoins: held?.coins ?? 0,
    owedSats: outside === undefined ? 0n : -outside.balance,
  };
}
