import { z } from 'zod';

/**
 * The BRC-20 indexer API a server started above genesis begins its ledger from (the devnet serves it under
 * /brc20/v1): amounts are decimal strings in the ledger's 10^18 scale, sats as decimal strings.
 */
const amount = z
  .string()
  .regex(/^\d{1,78}$/, 'expected a whole number as decimal text')
  .transform((text) => BigInt(text));
const inscriptionId = z.string().regex(/^[0-9a-f]{64}i\d+$/, 'expected an inscription id');
const height = z.number().int().nonnegative();

export const sourceHeightSchema = z.object({ height: height.nullable() });

export const tokenSchema = z.object({
  tick: z.string().min(1),
  display_tick: z.string().min(1),
  max: amount,
  lim: amount,
  dec: z.number().int().min(0).max(18),
  self_mint: z.boolean(),
  minted: amount,
  deploy_inscription_id: inscriptionId,
  deployer: z.string().min(1),
  deploy_height: height,
  deployed_at: z.number().int().nonnegative(),
});

export const balanceSchema = z.object({
  tick: z.string().min(1),
  address: z.string().min(1),
  available: amount,
  transferable: amount,
});

export const transferSchema = z.object({
  inscription_id: inscriptionId,
  tick: z.string().min(1),
  amount,
  sender: z.string().min(1),
  output: z.string().regex(/^[0-9a-f]{64}:\d+$/, 'expected txid:vout'),
  offset: amount,
  value: amount,
});

/** One page of a part of the ledger at a height. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ height, total: z.number().int().nonnegative(), items: z.array(item) });

export type SourceToken = z.infer<typeof tokenSchema>;
export type SourceBalance = z.infer<typeof balanceSchema>;
export type SourceTransfer = z.infer<typeof transferSchema>;
