import { normalizeTick, parseBrc20Amount } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../db/database';
import { brc20Ticks } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { amountField, tickField } from '../market/brc20/brc20Fields';

/** An amount of a tick as a request names it: whole tokens, as the trader typed them. */
export const tokenAmountField = z.object({ tick: tickField, amount: amountField }).strict();

/**
 * Reads a requested amount against the tick's own decimals, into the ledger's 10^18 scale. A tick the indexer does
 * not know, or more decimals than the tick has, is refused by name.
 */
export async function readTokenAmount(
  db: Database | Transaction,
  requested: z.output<typeof tokenAmountField>,
): Promise<{ tick: string; amount: bigint }> {
  const tick = normalizeTick(requested.tick);
  const [known] = await db.select({ decimals: brc20Ticks.decimals }).from(brc20Ticks).where(eq(brc20Ticks.tick, tick));
  if (!known) throw new ApiError('boxRefused', `There is no BRC-20 token ${requested.tick}.`);
  const parsed = parseBrc20Amount(requested.amount, known.decimals);
  if (!parsed.ok || parsed.value === 0n) {
    throw new ApiError(
      'boxRefused',
      `${requested.amount} is not an amount of ${requested.tick}: it allows at most ${known.decimals} decimals.`,
    );
  }
  return { tick, amount: parsed.value };
}
