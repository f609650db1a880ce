import { hexToBytes } from '@ordmarket/protocol';
import type { z } from 'zod';
import { ChainRejection, type ChainSource, type EsploraBlock, type RecommendedFees } from '../ChainSource';
import { recommendedFromEstimates } from '../esplora/recommendedFromEstimates';
import { readCoreBlocks } from './coreBlocks';
import { coreMempool } from './coreMempool';
import { coreNotFound, CoreRpcError, type CoreRpc } from './CoreRpc';
import {
  blockSummarySchema,
  hashSchema,
  heightSchema,
  mempoolAcceptSchema,
  rawHexSchema,
  smartFeeSchema,
} from './coreSchemas';

/** sendrawtransaction's refusals (src/rpc/util.cpp): undecodable, inputs missing or spent, refused, already mined. */
const refusals = new Set([-22, -25, -26, -27]);
/** Confirmation targets read as mempool.space's five rates (see recommendedFromEstimates). */
const feeTargets = [1, 3, 6, 144] as const;

/** What bitcoind answers of a chain source: the rest (addresses, spends) needs an index bitcoind does not keep. */
export type CoreReads = Pick<
  ChainSource,
  | 'tipHeight'
  | 'blockHashAt'
  | 'block'
  | 'blockRaw'
  | 'blockTxids'
  | 'readBlocks'
  | 'mempool'
  | 'recommendedFees'
  | 'broadcast'
>;

/**
 * The chain through Bitcoin Core, as every real indexer reads it: tip, hashes and whole blocks from bitcoind; a
 * broadcast checked with `testmempoolaccept` (a refusal comes back with Core's reason and nothing is relayed) then
 * sent with `sendrawtransaction`; fees from `estimatesmartfee`; the mempool from `getrawmempool`.
 */
export function coreChain(rpc: CoreRpc): CoreReads {
  const lookup = async <T>(method: string, params: readonly unknown[], schema: z.ZodType<T>) => {
    const answer = await rpc.attempt(method, params, schema);
    if (!(answer instanceof CoreRpcError)) return answer;
    if (coreNotFound.has(answer.code)) return undefined;
    throw answer;
  };
  // A malformed hash cannot name a block, and must not reach bitcoind as one.
  const isHash = (hash: string) => /^[0-9a-f]{64}$/i.test(hash);
  const summary = (hash: string) =>
    isHash(hash) ? lookup('getblock', [hash, 1], blockSummarySchema) : Promise.resolve(undefined);

  const block = async (hash: string): Promise<EsploraBlock | undefined> => {
    const found = await summary(hash);
    if (found === undefined) return undefined;
    return {
      id: found.hash,
      height: found.height,
      version: found.version,
      timestamp: found.time,
      tx_count: found.nTx,
      size: found.size,
      weight: found.weight,
      merkle_root: found.merkleroot,
      previousblockhash: found.previousblockhash ?? null,
      mediantime: found.mediantime,
      nonce: found.nonce,
      bits: Number.parseInt(found.bits, 16),
      difficulty: found.difficulty,
    };
  };

  const recommendedFees = async (): Promise<RecommendedFees> => {
    const estimates = await rpc.batch(
      feeTargets.map((target) => ({ method: 'estimatesmartfee', params: [target] })),
      smartFeeSchema,
    );
    const byTarget: Record<string, number> = {};
    for (const [index, estimate] of estimates.entries()) {
      if (estimate instanceof CoreRpcError) throw estimate;
      // BTC per 1000 vbytes → sats per vbyte.
      if (estimate.feerate !== undefined) byTarget[String(feeTargets[index])] = estimate.feerate * 100_000;
    }
    return recommendedFromEstimates(byTarget);
  };

  const broadcast = async (transactionHex: string): Promise<string> => {
    const verdicts = await rpc.attempt('testmempoolaccept', [[transactionHex]], mempoolAcceptSchema);
    if (verdicts instanceof CoreRpcError) {
      if (refusals.has(verdicts.code)) throw new ChainRejection(verdicts.reason);
      throw verdicts;
    }
    const [verdict] = verdicts;
    if (verdict?.allowed !== true) throw new ChainRejection(verdict?.['reject-reason'] ?? 'transaction rejected');
    const txid = await rpc.attempt('sendrawtransaction', [transactionHex], hashSchema);
    if (!(txid instanceof CoreRpcError)) return txid;
    if (refusals.has(txid.code)) throw new ChainRejection(txid.reason);
    throw txid;
  };

  return {
    tipHeight: () => rpc.call('getblockcount', [], heightSchema),
    blockHashAt: (height) => lookup('getblockhash', [height], hashSchema),
    block,
    blockRaw: async (hash) => {
      const raw = isHash(hash) ? await lookup('getblock', [hash, 0], rawHexSchema) : undefined;
      return raw === undefined ? undefined : hexToBytes(raw);
    },
    blockTxids: async (hash) => (await summary(hash))?.tx,
    readBlocks: (fromHeight, toHeight) => readCoreBlocks(rpc, fromHeight, toHeight),
    mempool: (known) => coreMempool(rpc, known),
    recommendedFees,
    broadcast,
  };
}
