import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serviceCoins } from '../db/schema';

export type ServiceCoinRow = typeof serviceCoins.$inferSelect;

/** The coins at a service address that nothing spends, confirmed or waiting: what Esplora's address utxos would list. */
export function unspentCoinsAt(db: Database, address: string): Promise<ServiceCoinRow[]> {
  return db
    .select()
    .from(serviceCoins)
    .where(and(eq(serviceCoins.address, address), isNull(serviceCoins.spentTxid)));
}
