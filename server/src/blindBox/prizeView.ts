import { formatBrc20Amount } from '@ordmarket/protocol';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../db/database';
import { brc20Ticks, inscriptions } from '../db/schema';
import { inscriptionOfAsset, prizeHolding, tickOfAsset, type PrizeRow } from './ledger';

/** A prize as the API answers it: an inscription (named as the market names it), BTC, or an amount of a BRC-20 tick. */
export const prizeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('inscription'), inscription_id: z.string(), name: z.string(), content_type: z.string() }),
  z.object({ kind: z.literal('btc'), sats: z.number().int() }),
  z.object({
    kind: z.literal('brc20'),
    tick: z.string(),
    /** In whole tokens, with at most the tick's decimals ("1000", "0.5"). */
    amount: z.string(),
  }),
]);
export type PrizeAnswer = z.infer<typeof prizeSchema>;

export interface PrizeNames {
  prize(row: PrizeRow): PrizeAnswer;
  /** What `amount` of a ledger asset is, as a prize (a withdrawal's, a ledger line's). */
  ofAsset(asset: string, amount: bigint): PrizeAnswer;
  named(inscriptionId: string): { name: string; content_type: string };
  /** A tick as its deploy wrote it, and an amount of it in whole tokens. */
  token(tick: string, amount: bigint): { tick: string; amount: string };
}

/** Looks up the names of the inscriptions and ticks a reply mentions, one read each. */
export async function prizeNames(
  db: Database | Transaction,
  inscriptionIds: ReadonlyArray<string | null | undefined>,
  ticks: ReadonlyArray<string | null | undefined> = [],
): Promise<PrizeNames> {
  const wanted = [...new Set(inscriptionIds.filter((id): id is string => typeof id === 'string'))];
  const wantedTicks = [...new Set(ticks.filter((tick): tick is string => typeof tick === 'string'))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({
            id: inscriptions.inscriptionId,
            name: inscriptions.name,
            number: inscriptions.number,
            contentType: inscriptions.contentType,
          })
          .from(inscriptions)
          .where(inArray(inscriptions.inscriptionId, wanted));
  const tickRows =
    wantedTicks.length === 0
      ? []
      : await db
          .select({ tick: brc20Ticks.tick, displayTick: brc20Ticks.displayTick, decimals: brc20Ticks.decimals })
          .from(brc20Ticks)
          .where(inArray(brc20Ticks.tick, wantedTicks));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byTick = new Map(tickRows.map((row) => [row.tick, row]));
  const named = (id: string) => {
    const row = byId.get(id);
    return {
      name: row ? row.name || `#${row.number}` : `${id.slice(0, 8)}…`,
      content_type: row?.contentType ?? '',
    };
  };
  const token = (tick: string, amount: bigint) => {
    const row = byTick.get(tick);
    // A tick the box holds is always indexed; the 18-decimal fallback only keeps a reply whole if it were not.
    return {
      tick: row?.displayTick ?? tick,
      amount: formatBrc20Amount(amount < 0n ? -amount : amount, row?.decimals ?? 18),
    };
  };
  const ofAsset = (asset: string, amount: bigint): PrizeAnswer => {
    const inscriptionId = inscriptionOfAsset(asset);
    if (inscriptionId !== undefined)
      return { kind: 'inscription', inscription_id: inscriptionId, ...named(inscriptionId) };
    const tick = tickOfAsset(asset);
    if (tick !== undefined) return { kind: 'brc20', ...token(tick, amount) };
    return { kind: 'btc', sats: Number(amount) };
  };
  return {
    named,
    token,
    ofAsset,
    prize: (row) => {
      const { asset, amount } = prizeHolding(row);
      return ofAsset(asset, amount);
    },
  };
}

/** The names for a reply that mentions ledger assets ('btc', 'inscription:<id>', 'brc20:<tick>'). */
export function assetNames(db: Database | Transaction, assets: readonly string[]): Promise<PrizeNames> {
  return prizeNames(db, assets.map(inscriptionOfAsset), assets.map(tickOfAsset));
}
