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
  original_tick: z.string().min(1),
  max_supply: amount,
  remaining_supply: amount,
  burned_supply: amount,
  limit_per_mint: amount,
  decimals: z.number().int().min(0).max(18),
  self_mint: z.boolean(),
  deploy_inscription_id: inscriptionId,
  deploy_height: height,
  deployer: z.string(),
  deployed_at: z.number().int().nonnegative(),
});

const pkscript = z.string().regex(/^(?:[0-9a-f]{2})*$/, 'expected a script as lowercase hex');

export const balanceSchema = z.object({
  tick: z.string().min(1),
  pkscript,
  overall_balance: amount,
  available_balance: amount,
});

export const transferSchema = z.object({
  inscription_id: inscriptionId,
  tick: z.string().min(1),
  original_tick: z.string().min(1),
  amount,
  source_pkscript: pkscript,
  /** The address of the output it sat on ('' when it has none). */
  owner: z.string(),
  output: z.string().regex(/^[0-9a-f]{64}:\d+$/, 'expected txid:vout'),
  offset: amount,
  value: amount,
});

export const predeploySchema = z.object({
  inscription_id: inscriptionId,
  predeployer_pkscript: pkscript,
  hash: z.string(),
  height,
});

const eventHash = z.string().regex(/^[0-9a-f]{64}$/, 'expected a SHA-256 as hex');

/** One page of a part of the ledger at a height, with the event hashes the ledger had reached there. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    height,
    cumulative_event_hash: eventHash.nullable(),
    block_event_hash: eventHash.nullable(),
    total: z.number().int().nonnegative(),
    items: z.array(item),
  });

export type SourceToken = z.infer<typeof tokenSchema>;
export type SourceBalance = z.infer<typeof balanceSchema>;
export type SourceTransfer = z.infer<typeof transferSchema>;
export type SourcePredeploy = z.infer<typeof predeploySchema>;
