import { and, eq, or } from 'drizzle-orm';
import type { WalletUtxo } from '@ordmarket/protocol';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { inscriptions } from '../../db/schema';
import { indexedTip } from '../../indexer/indexedTip';

/**
 * A wallet's UTXOs with what the indexer knows of them. Fails closed: an output the indexer has not seen yet
 * (unconfirmed, or in a block past its tip) may carry an inscription nobody indexed, so it counts as inscribed
 * and is never spent as payment or dummy.
 */
export async function walletCoins(db: Database, chain: ChainSource, address: string): Promise<WalletUtxo[]> {
  const utxos = await chain.addressUtxos(address);
  const tip = (await indexedTip(db))?.height ?? -1;
  const indexed = utxos.filter(
    (utxo) => utxo.status.confirmed && utxo.status.block_height !== undefined && utxo.status.block_height <= tip,
  );
  const inscribed = new Set<string>();
  if (indexed.length > 0) {
    const rows = await db
      .select({ txid: inscriptions.txid, vout: inscriptions.vout })
      .from(inscriptions)
      .where(or(...indexed.map((utxo) => and(eq(inscriptions.txid, utxo.txid), eq(inscriptions.vout, utxo.vout)))));
    for (const row of rows) inscribed.add(`${row.txid}:${row.vout}`);
  }
  const known = new Set(indexed.map((utxo) => `${utxo.txid}:${utxo.vout}`));
  return utxos.map((utxo) => {
    const key = `${utxo.txid}:${utxo.vout}`;
    return {
      txid: utxo.txid,
      vout: utxo.vout,
      value: BigInt(utxo.value),
      inscriptions: !known.has(key) ? 'unknown' : inscribed.has(key) ? 'some' : 'none',
    };
  });
}
