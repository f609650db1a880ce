import type { bitcoin } from '../bitcoin';
import { feeAtRate } from './feeRate';

/** A signed transaction's real virtual size: weight / 4 rounded up (BIP 141), in vB. */
export function transactionVirtualSize(transaction: bitcoin.Transaction): bigint {
  return (BigInt(transaction.weight()) + 3n) / 4n;
}

/** The fee a signed transaction must carry to pay a rate in sats/vB. */
export function transactionFeeAtRate(transaction: bitcoin.Transaction, feeRate: bigint): bigint {
  return feeAtRate(transactionVirtualSize(transaction), feeRate);
}
