import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { houses, ledgerAccounts, ledgerEntries, ledgerMovements } from '../db/schema';
import { assetNames } from './prizeView';
import { unixSeconds } from '../http/jsonValues';

export const movementSchema = z.object({
  movement_id: z.string(),
  /** As its owner sees it: someone else's open of a house they provide to is their provider share. */
  kind: z.enum([
    'recharge',
    'open',
    'provider_share',
    'add_liquidity',
    'remove_liquidity',
    'house_deposit',
    'make_house',
    'withdrawal',
    'withdrawal_refund',
  ]),
  house_id: z.string().nullable(),
  house_name: z.string().nullable(),
  txid: z.string().nullable(),
  lines: z.array(
    z.object({
      asset: z.string(),
      kind: z.enum(['btc', 'inscription', 'brc20']),
      inscription_id: z.string().nullable(),
      /** 'BTC', the inscription's name, or the tick as deployed. */
      name: z.string(),
      /**
       * Signed, as a decimal string (BRC-20 amounts outgrow JSON numbers): sats for BTC, 1 or -1 for an inscription,
       * whole tokens for BRC-20.
       */
      amount: z.string(),
    }),
  ),
  created_at: z.number().int(),
});

/**
 * The ledger as one owner sees it, newest first: each movement with its lines on the owner's own accounts (a user's,
 * or a house's pool).
 */
export async function boxHistory(
  db: Database,
  owner: { kind: 'user' | 'house'; id: string },
  paging: { page: number; limit: number },
) {
  const accounts = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerKind, owner.kind), eq(ledgerAccounts.ownerId, owner.id)));
  const touched = db
    .selectDistinct({ id: ledgerEntries.movementId })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.accountId, accounts));
  const where = inArray(ledgerMovements.id, touched);
  const [movements, [counted]] = await Promise.all([
    db
      .select({ movement: ledgerMovements, houseName: houses.name })
      .from(ledgerMovements)
      .leftJoin(houses, eq(houses.id, ledgerMovements.houseId))
      .where(where)
      .orderBy(desc(ledgerMovements.createdAt), desc(ledgerMovements.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(ledgerMovements).where(where),
  ]);
  const lines =
    movements.length === 0
      ? []
      : await db
          .select({ movementId: ledgerEntries.movementId, asset: ledgerEntries.asset, amount: ledgerEntries.amount })
          .from(ledgerEntries)
          .where(
            and(
              inArray(
                ledgerEntries.movementId,
                movements.map((row) => row.movement.id),
              ),
              inArray(ledgerEntries.accountId, accounts),
            ),
          );
  const names = await assetNames(
    db,
    lines.map((line) => line.asset),
  );
  const items = movements.map(({ movement, houseName }) => ({
    movement_id: movement.id,
    kind:
      movement.kind === 'open' && owner.kind === 'user' && movement.userId !== owner.id
        ? ('provider_share' as const)
        : movement.kind,
    house_id: movement.houseId,
    house_name: houseName,
    txid: movement.txid,
    lines: lines
      .filter((line) => line.movementId === movement.id)
      .map((line) => {
        const prize = names.ofAsset(line.asset, line.amount);
        return {
          asset: line.asset,
          kind: prize.kind,
          inscription_id: prize.kind === 'inscription' ? prize.inscription_id : null,
          name: prize.kind === 'inscription' ? prize.name : prize.kind === 'brc20' ? prize.tick : 'BTC',
          // A token prize's amount is written unsigned in whole tokens; the line's sign is the ledger's.
          amount: prize.kind === 'brc20' ? `${line.amount < 0n ? '-' : ''}${prize.amount}` : line.amount.toString(),
        };
      }),
    created_at: unixSeconds(movement.createdAt),
  }));
  return { items, total: counted?.total ?? 0 };
}
