import { bytesToHex, parseAddress, type NetworkName } from '@ordmarket/protocol';
import { and, eq, isNull, notLike } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serviceAddresses } from '../db/schema';

/**
 * Gives every service address handed out before addresses carried their output script its script, so the indexer
 * finds payments to it. Runs at each start; after the first it finds nothing to do.
 */
export async function fillOutputScripts(db: Database, network: NetworkName): Promise<number> {
  const missing = await db
    .select({ derivationIndex: serviceAddresses.derivationIndex, address: serviceAddresses.address })
    .from(serviceAddresses)
    // A reservation whose transaction rolled back never became an address.
    .where(and(isNull(serviceAddresses.outputScript), notLike(serviceAddresses.address, 'reserved:%')));
  for (const { derivationIndex, address } of missing) {
    await db
      .update(serviceAddresses)
      .set({ outputScript: bytesToHex(parseAddress(address, network).outputScript) })
      .where(eq(serviceAddresses.derivationIndex, derivationIndex));
  }
  return missing.length;
}
