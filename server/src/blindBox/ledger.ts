import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { ledgerAccounts, ledgerEntries, type HousePrizeKind } from '../db/schema';

/** Who holds a balance: a user, a house's pool, the platform (its fees), or the outside (the chain). */
export type LedgerOwner =
  | { readonly kind: 'user'; readonly id: string }
  | { readonly kind: 'house'; readonly id: string }
  | { readonly kind: 'platform' }
  | { readonly kind: 'outside' };

export const btcAsset = 'btc';
export const inscriptionAsset = (inscriptionId: string) => `inscription:${inscriptionId}`;
/** The inscription id of an 'inscription:<id>' asset, or undefined for any other. */
export const inscriptionOfAsset = (asset: string) =>
  asset.startsWith('inscription:') ? asset.slice('inscription:'.length) : undefined;
/** A BRC-20 tick's balance, in the indexer's 10^18 scale whatever the tick's decimals. */
export const brc20Asset = (tick: string) => `brc20:${tick}`;
/** The tick of a 'brc20:<tick>' asset, or undefined for any other. */
export const tickOfAsset = (asset: string) => (asset.startsWith('brc20:') ? asset.slice('brc20:'.length) : undefined);

/** One kind of thing held in the box, in the trader's terms: BTC, an inscription, or an amount of a tick. */
export type BoxAsset =
  | { readonly kind: 'btc'; readonly sats: bigint }
  | { readonly kind: 'inscription'; readonly inscriptionId: string }
  | { readonly kind: 'brc20'; readonly tick: string; readonly amount: bigint };

/** The ledger asset and amount that `asset` is. */
export function holdingOf(asset: BoxAsset): { asset: string; amount: bigint } {
  switch (asset.kind) {
    case 'btc':
      return { asset: btcAsset, amount: asset.sats };
    case 'inscription':
      return { asset: inscriptionAsset(asset.inscriptionId), amount: 1n };
    case 'brc20':
      return { asset: brc20Asset(asset.tick), amount: asset.amount };
  }
}

/** A house prize as stored. */
export interface PrizeRow {
  readonly kind: HousePrizeKind;
  readonly inscriptionId: string | null;
  readonly sats: bigint;
  readonly tick: string | null;
  readonly tokenAmount: bigint | null;
}

/** What a prize is worth in the ledger: the asset and amount that move when it is won, added or taken back. */
export function prizeHolding(prize: PrizeRow): { asset: string; amount: bigint } {
  if (prize.kind === 'inscription' && prize.inscriptionId !== null) {
    return { asset: inscriptionAsset(prize.inscriptionId), amount: 1n };
  }
  if (prize.kind === 'brc20' && prize.tick !== null)
    return { asset: brc20Asset(prize.tick), amount: prize.tokenAmount ?? 0n };
  return { asset: btcAsset, amount: prize.sats };
}

export const outside: LedgerOwner = { kind: 'outside' };
export const platform: LedgerOwner = { kind: 'platform' };
export const userOwner = (id: string): LedgerOwner => ({ kind: 'user', id });
export const houseOwner = (id: string): LedgerOwner => ({ kind: 'house', id });

/** One side of a movement: `amount` added to (or, negative, taken from) the owner's balance of `asset`. */
export interface LedgerLine {
  readonly owner: LedgerOwner;
  readonly asset: string;
  readonly amount: bigint;
}

const ownerId = (owner: LedgerOwner) => ('id' in owner ? owner.id : '');

/** A line moving `amount` of `asset` from one owner to another. */
export function transfer(from: LedgerOwner, to: LedgerOwner, asset: string, amount: bigint): LedgerLine[] {
  return [
    { owner: from, asset, amount: -amount },
    { owner: to, asset, amount },
  ];
}

async function existingAccountIds(tx: Transaction, lines: readonly LedgerLine[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      ownerKind: ledgerAccounts.ownerKind,
      ownerId: ledgerAccounts.ownerId,
      asset: ledgerAccounts.asset,
    })
    .from(ledgerAccounts)
    .where(
      inArray(
        sql`(${ledgerAccounts.ownerKind}, ${ledgerAccounts.ownerId}, ${ledgerAccounts.asset})`,
        lines.map((line) => sql`(${line.owner.kind}, ${ownerId(line.owner)}, ${line.asset})`),
      ),
    );
  return new Map(rows.map((row) => [`${row.ownerKind}|${row.ownerId}|${row.asset}`, row.id]));
}

/** The id of each line's account, opening the accounts not seen before (most moves find all of them open). */
async function accountIds(tx: Transaction, lines: readonly LedgerLine[]): Promise<Map<string, number>> {
  const wanted = [...new Map(lines.map((line) => [accountKey(line.owner, line.asset), line])).values()];
  const found = await existingAccountIds(tx, wanted);
  const missing = wanted.filter((line) => !found.has(accountKey(line.owner, line.asset)));
  if (missing.length === 0) return found;
  await tx
    .insert(ledgerAccounts)
    .values(missing.map((line) => ({ ownerKind: line.owner.kind, ownerId: ownerId(line.owner), asset: line.asset })))
    .onConflictDoNothing();
  return new Map([...found, ...(await existingAccountIds(tx, missing))]);
}

const accountKey = (owner: LedgerOwner, asset: string) => `${owner.kind}|${ownerId(owner)}|${asset}`;

/** A movement's lines, to be written with others in one statement. */
export interface MovementLines {
  readonly movementId: string;
  readonly lines: readonly LedgerLine[];
}

/**
 * Writes a movement's entries. Lines on the same account are merged and written in account order, so two movements
 * touching the same accounts lock them in the same order. The database keeps each balance from its entries, refuses a
 * negative one, and refuses the commit if the entries do not sum to zero per asset.
 */
export async function postEntries(tx: Transaction, movementId: string, lines: readonly LedgerLine[]): Promise<void> {
  await postMovements(tx, [{ movementId, lines }]);
}

/**
 * Writes the entries of several movements in one statement, all of them in account order (see `postEntries`): a
 * batch of opens of one house locks each account once, in the same order as any other movement would.
 */
export async function postMovements(tx: Transaction, movements: readonly MovementLines[]): Promise<void> {
  const moving = movements.flatMap(({ movementId, lines }) => {
    const merged = new Map<string, LedgerLine>();
    for (const line of lines) {
      const key = accountKey(line.owner, line.asset);
      const before = merged.get(key);
      merged.set(key, { ...line, amount: (before?.amount ?? 0n) + line.amount });
    }
    return [...merged.values()].filter((line) => line.amount !== 0n).map((line) => ({ movementId, line }));
  });
  if (moving.length === 0) return;
  const ids = await accountIds(
    tx,
    moving.map(({ line }) => line),
  );
  const entries = moving
    .map(({ movementId, line }) => ({
      movementId,
      accountId: ids.get(accountKey(line.owner, line.asset)) ?? -1,
      asset: line.asset,
      amount: line.amount,
    }))
    .sort((a, b) => a.accountId - b.accountId);
  await tx.insert(ledgerEntries).values(entries);
}

/** Every non-zero balance of an owner, by asset. */
export async function balancesOf(db: Database | Transaction, owner: LedgerOwner): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ asset: ledgerAccounts.asset, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerKind, owner.kind), eq(ledgerAccounts.ownerId, ownerId(owner))));
  return new Map(rows.filter((row) => row.balance !== 0n).map((row) => [row.asset, row.balance]));
}
