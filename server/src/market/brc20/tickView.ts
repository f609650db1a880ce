import { z } from 'zod';
import type { brc20Ticks } from '../../db/schema';
import { amountText, percentOf, renderAmount } from './brc20Json';
import { unixSeconds } from '../../http/jsonValues';

export type TickRow = typeof brc20Ticks.$inferSelect;

export const tickItemSchema = z.object({
  tick: z.string(),
  max_supply: amountText,
  limit_per_mint: amountText,
  decimals: z.number().int(),
  minted: amountText,
  /** Minted share of the max supply, percent with 2 decimals. */
  minted_percent: z.string(),
  status: z.enum(['in_progress', 'completed']),
  holders: z.number().int(),
  transactions: z.number().int(),
  deploy_inscription_id: z.string(),
  deployer: z.string(),
  deploy_height: z.number().int(),
  deploy_time: z.number().int(),
  icon: z.string().nullable(),
  self_mint: z.boolean(),
});
export type TickItem = z.infer<typeof tickItemSchema>;

export function tickItem(row: TickRow): TickItem {
  return {
    tick: row.displayTick,
    max_supply: renderAmount(row.maxSupply, row.decimals),
    limit_per_mint: renderAmount(row.limitPerMint, row.decimals),
    decimals: row.decimals,
    minted: renderAmount(row.minted, row.decimals),
    minted_percent: percentOf(row.minted, row.maxSupply),
    status: row.minted >= row.maxSupply ? 'completed' : 'in_progress',
    holders: row.holders,
    transactions: row.mintCount,
    deploy_inscription_id: row.deployInscriptionId,
    deployer: row.deployer,
    deploy_height: row.deployHeight,
    deploy_time: unixSeconds(row.deployedAt),
    icon: row.iconUrl,
    self_mint: row.selfMint,
  };
}
