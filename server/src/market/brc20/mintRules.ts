import { mintsCredited, parseBrc20Amount } from '@ordmarket/protocol';
import type { Database, Transaction } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { mintContent } from './brc20Content';
import { renderAmount } from './brc20Json';
import { findTick, requireTick } from './findTick';
import { lockTickSupply, supplyLeft } from './mintsInFlight';
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

/**
 * An order of `repeat` mints of `amount` fits what is left of the tick's supply once the mints of orders already paid
 * or being inscribed are counted, every one of them credited (the last perhaps partly). Runs under the tick's supply
 * lock, in the transaction that places the order.
 */
export async function checkMintFits(tx: Transaction, tick: TickRow, amount: bigint, repeat: number): Promise<void> {
  await lockTickSupply(tx, tick.tick);
  const { left, inFlight } = await supplyLeft(tx, tick, 'paid or inscribed');
  if (left === 0n) {
    throw new ApiError(
      'mintRefused',
      inFlight > 0n
        ? `Nothing is left to mint of ${tick.displayTick}: mint orders already paid take the rest of its supply.`
        : `${tick.displayTick} is fully minted; nothing is left to mint.`,
    );
  }
  const fit = mintsCredited(left, amount);
  if (BigInt(repeat) > fit) {
    const held = inFlight > 0n ? ` once ${renderAmount(inFlight, tick.decimals)} held by paid orders is counted` : '';
    throw new ApiError(
      'invalidRequest',
      `Invalid request. repeat: only ${fit} ${fit === 1n ? 'mint' : 'mints'} of ${renderAmount(amount, tick.decimals)} ${fit === 1n ? 'fits' : 'fit'} the ${renderAmount(left, tick.decimals)} ${tick.displayTick} left${held}; mint at most ${fit}.`,
    );
  }
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
