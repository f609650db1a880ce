import { bytesToHex, hashFromTxid } from '@ordmarket/protocol';
import type { EsploraBlock, EsploraTx } from '../ChainSource';
import { blockStats, type BlockStats } from './blockStats';

/** The 80-byte header, hex, rebuilt from Esplora's block fields (they are all of it). */
export function blockHeaderHex(block: EsploraBlock): string {
  const header = new Uint8Array(80);
  const view = new DataView(header.buffer);
  view.setUint32(0, block.version >>> 0, true);
  if (block.previousblockhash !== null) header.set(hashFromTxid(block.previousblockhash), 4);
  header.set(hashFromTxid(block.merkle_root), 36);
  view.setUint32(68, block.timestamp, true);
  view.setUint32(72, block.bits, true);
  view.setUint32(76, block.nonce, true);
  return bytesToHex(header);
}

/** Each byte as the character of that code, as mempool's hex2ascii shows a coinbase's scriptSig. */
function hexToLatin1(hex: string): string {
  return (hex.match(/../g) ?? []).map((byte) => String.fromCharCode(parseInt(byte, 16))).join('');
}

/** mempool's fee percentiles in sats (min, 10th, 25th, median, 75th, 90th, max) of the non-coinbase fees. */
function feePercentiles(transactions: readonly EsploraTx[]): number[] {
  const fees = transactions
    .slice(1)
    .map(({ fee }) => fee)
    .sort((a, b) => a - b);
  const at = (share: number) => fees[Math.max(0, Math.floor(fees.length * share) - 1)] ?? 0;
  return [fees[0] ?? 0, at(0.1), at(0.25), at(0.5), at(0.75), at(0.9), fees[fees.length - 1] ?? 0];
}

/** The figures mempool's genesis block gets instead of block stats (Core has none for it). */
const genesisFigures = {
  medianFee: 0,
  feeRange: [0, 0, 0, 0, 0, 0, 0],
  totalFees: 0,
  avgFee: 0,
  avgFeeRate: 0,
  utxoSetChange: 0,
  avgTxSize: 0,
  totalInputs: 0,
  totalOutputs: 1,
  totalOutputAmt: 0,
  segwitTotalTxs: 0,
  segwitTotalSize: 0,
  segwitTotalWeight: 0,
};

function feeFigures(stats: BlockStats) {
  return {
    medianFee: stats.feeRatePercentiles[2] ?? 0,
    feeRange: [stats.minFeeRate, ...stats.feeRatePercentiles, stats.maxFeeRate],
    totalFees: stats.totalFee,
    avgFee: stats.avgFee,
    avgFeeRate: stats.avgFeeRate,
    utxoSetChange: stats.outs - stats.ins,
    // mempool's own rounding (the size of non-coinbase transactions over all of them, the coinbase included).
    avgTxSize: Math.round((stats.totalSize / stats.txs) * 100) * 0.01,
    totalInputs: stats.ins,
    totalOutputs: stats.outs,
    totalOutputAmt: stats.totalOut,
    segwitTotalTxs: stats.swTxs,
    segwitTotalSize: stats.swTotalSize,
    segwitTotalWeight: stats.swTotalWeight,
  };
}

/**
 * mempool.space's GET /api/v1/block/:hash: Esplora's block plus `extras` as mempool's backend computes them for a
 * block it looks up by hash (fee rates from Core's getblockstats, the coinbase's payee and scriptSig, the header).
 * What only mempool's own indexes know is answered as mempool answers without them: no audit (null match rate and
 * expected fees), no first-seen time, no UTXO set size, the Unknown pool; orphans are none, since the chain keeps
 * no stale blocks. `transactions` are all of the block's, the coinbase first.
 */
export function mempoolBlock(block: EsploraBlock, transactions: readonly EsploraTx[]) {
  const [coinbase] = transactions;
  const coinbaseScriptSig = coinbase?.vin[0]?.scriptsig ?? '';
  // mempool drops the coinbase's zero-value outputs (the witness commitment) before naming its payee.
  const paid = (coinbase?.vout ?? []).filter(({ value }) => value > 0);
  const [payee] = paid;
  const stats = blockStats(transactions);
  const figures = block.height === 0 ? genesisFigures : feeFigures(stats);
  const fees = feePercentiles(transactions);
  return {
    ...block,
    extras: {
      reward: (coinbase?.vout ?? []).reduce((sum, { value }) => sum + value, 0),
      coinbaseRaw: coinbaseScriptSig,
      orphans: [],
      ...figures,
      feePercentiles: fees,
      medianFeeAmt: fees[3] ?? 0,
      virtualSize: block.weight / 4,
      coinbaseAddress: payee === undefined ? null : (payee.scriptpubkey_address ?? null),
      coinbaseAddresses:
        payee === undefined ? null : [...new Set(paid.flatMap((out) => out.scriptpubkey_address ?? []))],
      coinbaseSignature: payee === undefined ? null : (payee.scriptpubkey_asm ?? null),
      coinbaseSignatureAscii: payee === undefined ? null : hexToLatin1(coinbaseScriptSig),
      header: blockHeaderHex(block),
      utxoSetSize: null,
      // Every coin the block's transactions spent: what they paid out plus their fees.
      totalInputAmt: block.height === 0 ? 0 : stats.totalOut + stats.totalFee,
      pool: { id: 0, name: 'Unknown', slug: 'unknown', minerNames: null },
      matchRate: null,
      expectedFees: null,
      expectedWeight: null,
      firstSeen: null,
    },
  };
}
