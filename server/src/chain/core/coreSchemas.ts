import { parseBtc } from '@ordmarket/protocol';
import { z } from 'zod';
import { hash256 } from '../esplora/esploraSchemas';

/**
 * bitcoind's answers as src/rpc/blockchain.cpp, src/core_write.cpp and src/rpc/fees.cpp write them, reduced to
 * what the market reads (z.object drops the rest). Amounts arrive as text (see CoreRpc) and become exact sats.
 */
const sats = z.string().transform((text, context) => {
  try {
    return parseBtc(text);
  } catch {
    context.addIssue({ code: 'custom', message: `not a BTC amount: ${text}` });
    return z.NEVER;
  }
});
const count = z.number().int().nonnegative();
const hex = z.string().regex(/^(?:[0-9a-f]{2})*$/i, 'expected hex');

export const heightSchema = count;
export const hashSchema = hash256.transform((text) => text.toLowerCase());
export const rawHexSchema = hex;

/** getblock <hash> 1: the header fields, the counts and the txids in block order. */
export const blockSummarySchema = z.object({
  hash: hash256,
  height: count,
  version: z.number().int(),
  time: count,
  mediantime: count,
  nonce: count,
  bits: z.string().regex(/^[0-9a-f]{8}$/i),
  difficulty: z.number().nonnegative(),
  merkleroot: hash256,
  nTx: count,
  size: count,
  weight: count,
  previousblockhash: hash256.optional(),
  tx: z.array(hashSchema),
});

/** getblock <hash> 3: every transaction's bytes, its fee, and what each input spent (from the block's undo data). */
export const blockWithPrevoutsSchema = z.object({
  hash: hash256,
  height: count,
  time: count,
  merkleroot: hash256,
  previousblockhash: hash256.optional(),
  tx: z.array(
    z.object({
      txid: hash256,
      hex,
      // Absent on the coinbase, and where bitcoind lacks the block's undo data (pruned).
      fee: sats.optional(),
      vin: z.array(
        z.object({
          coinbase: z.string().optional(),
          prevout: z.object({ value: sats }).optional(),
        }),
      ),
    }),
  ),
});

/** estimatesmartfee: BTC per kvB, or `errors` when the estimator has no data for the target. */
export const smartFeeSchema = z.object({
  feerate: z.number().positive().optional(),
  errors: z.array(z.string()).optional(),
  blocks: count,
});

/** testmempoolaccept: one entry per transaction sent. */
export const mempoolAcceptSchema = z.array(
  z.object({
    txid: hash256,
    allowed: z.boolean().optional(),
    'reject-reason': z.string().optional(),
  }),
);
