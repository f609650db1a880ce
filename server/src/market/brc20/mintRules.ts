import { parseBrc20Amount } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { mintContent } from './brc20Content';
import { renderAmount } from './brc20Json';
import { findTick, requireTick } from './findTick';
import type { TickRow } from './tickView';

/**
 * A mint of `amount` the indexers will count: the tick exists, is open to public mints, has supply left,
 * and the amount fits its limit and decimals. Without a known tick only the amount's own form is checked.
 */
export function checkMintAgainst(tick: TickRow, amount: string): { content: string; value: bigint } {
  const parsed = parseBrc20Amount(amount, tick.decimals);
  if (!parsed.ok) {
    throw new ApiError(
      'invalidRequest',
      `Invalid request. amount: ${tick.displayTick} allows at most ${tick.decimals} decimals.`,
    );
  }
  if (tick.selfMint) {
    throw new ApiError('mintRefused', `${tick.displayTick} is a self-mint token: only its deployer can mint it.`);
  }
  if (parsed.value > tick.limitPerMint) {
    throw new ApiError(
      'mintRefused',
      `Each mint of ${tick.displayTick} is limited to ${renderAmount(tick.limitPerMint, tick.decimals)}.`,
    );
  }
  if (tick.minted >= tick.maxSupply) {
    throw new ApiError('mintRefused', `${tick.displayTick} is fully minted; nothing is left to mint.`);
  }
  return { content: mintContent(tick.displayTick, amount), value: parsed.value };
}

export async function checkMint(db: Database, tick: string, amount: string) {
  const row = await requireTick(db, tick);
  return { tick: row, ...checkMintAgainst(row, amount) };
}

/** For size estimates only: a known tick's rules apply, an unknown one is sized as written. */
export async function mintContentForSizing(db: Database, tick: string, amount: string): Promise<string> {
  const row = await findTick(db, tick);
  return row ? checkMintAgainst(row, amount).content : mintContent(tick, amount);
}
