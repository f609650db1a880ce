import { z } from 'zod';
import type {
  EsploraAddress,
  EsploraBlock,
  EsploraOutspend,
  EsploraTx,
  EsploraTxStatus,
  EsploraUtxo,
  RecommendedFees,
} from '../ChainSource';

/**
 * Esplora's JSON as blockstream/esplora documents it (API.md) and mempool.space serves it. z.object drops
 * unknown keys, so fields either server adds (sigops, extras, ...) pass without becoming part of our types.
 */
export const hash256 = z.string().regex(/^[0-9a-f]{64}$/i, 'expected a 64-hex hash');
/** Esplora amounts are integer satoshis in JSON numbers (exact up to 2^53, well above 21e14 sats). */
const sats = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

export const txStatusSchema: z.ZodType<EsploraTxStatus> = z.object({
  confirmed: z.boolean(),
  block_height: count.optional(),
  block_hash: hash256.optional(),
  block_time: count.optional(),
});

const voutSchema = z.object({
  scriptpubkey: z.string(),
  // electrs sends the asm fields; other Esplora-shaped hosts may not, and nothing here depends on them.
  scriptpubkey_asm: z.string().optional(),
  scriptpubkey_type: z.string(),
  scriptpubkey_address: z.string().optional(),
  value: sats,
});

const vinSchema = z.object({
  txid: hash256,
  vout: count,
  prevout: voutSchema.nullable(),
  scriptsig: z.string(),
  scriptsig_asm: z.string().optional(),
  witness: z.array(z.string()).optional(),
  is_coinbase: z.boolean(),
  sequence: count,
  inner_redeemscript_asm: z.string().optional(),
  inner_witnessscript_asm: z.string().optional(),
});

export const txSchema: z.ZodType<EsploraTx> = z.object({
  txid: hash256,
  version: z.number().int(),
  locktime: count,
  vin: z.array(vinSchema),
  vout: z.array(voutSchema),
  size: count,
  weight: count,
  fee: sats,
  status: txStatusSchema,
});

/** A page of /block/:hash/txs/:start: up to 25 transactions. */
export const blockTxsSchema: z.ZodType<EsploraTx[]> = z.array(txSchema).max(25);

export const outspendsSchema: z.ZodType<EsploraOutspend[]> = z.array(
  z.object({
    spent: z.boolean(),
    txid: hash256.optional(),
    vin: count.optional(),
    status: txStatusSchema.optional(),
  }),
);

const addressStatsSchema = z.object({
  funded_txo_count: count,
  funded_txo_sum: sats,
  spent_txo_count: count,
  spent_txo_sum: sats,
  tx_count: count,
});

export const addressSchema: z.ZodType<EsploraAddress> = z.object({
  address: z.string(),
  chain_stats: addressStatsSchema,
  mempool_stats: addressStatsSchema,
});

export const utxosSchema: z.ZodType<EsploraUtxo[]> = z.array(
  z.object({ txid: hash256, vout: count, value: sats, status: txStatusSchema }),
);

export const blockSchema: z.ZodType<EsploraBlock> = z.object({
  id: hash256,
  height: count,
  version: z.number().int(),
  timestamp: count,
  tx_count: count,
  size: count,
  weight: count,
  merkle_root: hash256,
  // The genesis block has none; some servers send null, others leave the field out.
  previousblockhash: hash256.nullable().default(null),
  mediantime: count,
  nonce: count,
  bits: count,
  difficulty: z.number().nonnegative(),
});

export const txidsSchema: z.ZodType<string[]> = z.array(hash256);

const feeRate = z.number().nonnegative();
export const recommendedFeesSchema: z.ZodType<RecommendedFees> = z.object({
  fastestFee: feeRate,
  halfHourFee: feeRate,
  hourFee: feeRate,
  economyFee: feeRate,
  minimumFee: feeRate,
});

/** Blockstream's GET /fee-estimates: confirmation target (as a key) → sat/vB; empty when the node has no data. */
export const feeEstimatesSchema: z.ZodType<Record<string, number>> = z.record(z.string().regex(/^\d+$/), feeRate);
