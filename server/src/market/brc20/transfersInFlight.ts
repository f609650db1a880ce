import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brc20InscribeTasks, inscriptionOrders, inscriptions } from '../../db/schema';

/** A transfer order not yet seen in a block: paid, being inscribed, or sent and waiting for a block. */
export interface TransferInFlight {
  readonly orderId: string;
  /** The tick as the ledger keys it. */
  readonly tick: string;
  readonly status: 'paid' | 'inscribing' | 'inscribed';
  /** The inscription's JSON, which names the amount. */
  readonly content: string;
  /** Known once the reveal is built. */
  readonly inscriptionId: string | null;
  readonly createdAt: Date;
}

const inFlightStatuses = ['paid', 'inscribing', 'inscribed'] as const;

/**
 * The transfer orders of `holder` (of one tick, when named) that the inscription service has been paid for and
 * whose inscription no block has brought yet, oldest first.
 */
export async function transfersInFlight(
  db: Database,
  holder: string,
  scope: { readonly tick?: string } = {},
): Promise<TransferInFlight[]> {
  const conditions: SQL[] = [
    eq(brc20InscribeTasks.kind, 'transfer'),
    eq(inscriptionOrders.receiverAddress, holder),
    inArray(inscriptionOrders.status, [...inFlightStatuses]),
    // Until the indexer has seen it in a block: then the ledger has taken its amount (or, were it invalid, never will).
    sql`not exists (select 1 from ${inscriptions} where ${inscriptions.inscriptionId} = ${inscriptionOrders.inscriptionIds}->>0)`,
  ];
  if (scope.tick !== undefined) conditions.push(eq(brc20InscribeTasks.tick, scope.tick));
  const rows = await db
    .select({
      orderId: inscriptionOrders.id,
      tick: brc20InscribeTasks.tick,
      status: inscriptionOrders.status,
      content: brc20InscribeTasks.content,
      inscriptionIds: inscriptionOrders.inscriptionIds,
      createdAt: inscriptionOrders.createdAt,
    })
    .from(brc20InscribeTasks)
    .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, brc20InscribeTasks.id))
    .where(and(...conditions))
    .orderBy(asc(inscriptionOrders.createdAt));
  return rows.flatMap((row) =>
    row.status === 'paid' || row.status === 'inscribing' || row.status === 'inscribed'
      ? [
          {
            orderId: row.orderId,
            tick: row.tick,
            status: row.status,
            content: row.content,
            inscriptionId: row.inscriptionIds[0] ?? null,
            createdAt: row.createdAt,
          },
        ]
      : [],
  );
}
