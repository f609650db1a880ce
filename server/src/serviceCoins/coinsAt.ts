import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serviceCoins } from '../db/schema';

export type ServiceCoinRow = typeof serviceCoins.$inferSelect;

/** The coins at a service address that nothing spends, confirmed or waiting: what Esplora's address utxos would list. */
export async function unspentCoinsAt(db: Database, address: string): Promise<ServiceCoinRow[]> {
  return (await unspentCoinsAtEach(db, [address])).get(address) ?? [];
}

/** The unspent coins at each of `addresses`, in one read. */
export async function unspentCoinsAtEach(
  db: Database,
  addresses: readonly string[],
): Promise<Map<string, ServiceCoinRow[]>> {
  const byAddress = new Map<string, ServiceCoinRow[]>(addresses.map((address) => [address, []]));
  if (addresses.length === 0) return byAddress;
  const rows = await db
    .select()
    .from(serviceCoins)
    .where(and(inArray(serviceCoins.address, [...addresses]), isNull(serviceCoins.spentTxid)));
  for (const row of rows) byAddress.get(row.address)?.push(row);
  return byAddress;
}
