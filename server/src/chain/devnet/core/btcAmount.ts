import { btcText } from '@ordmarket/protocol';
import { maxMoney } from '../chainRules';
import { JsonNumber } from './jsonText';
import { RpcError, rpcCodes } from './rpcError';

/** ValueFromAmount (src/core_write.cpp): sats as a JSON number with exactly 8 decimals, "0.00010000". */
export function amountValue(sats: bigint): JsonNumber {
  return new JsonNumber(btcText(sats));
}

/** A fee rate in sat/vB as Core writes a CFeeRate's GetFeePerK(): BTC per 1000 vB. */
export function feeRateValue(satsPerVbyte: bigint): JsonNumber {
  return amountValue(satsPerVbyte * 1000n);
}

// ParseFixedPoint's grammar: an optional minus, digits without a leading zero, an optional fraction, an exponent.
const fixedPoint = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * AmountFromValue (src/rpc/util.cpp): a JSON number or string of BTC to exact sats. JSON.parse has turned a number
 * into a double already; its shortest spelling is the text the caller wrote for any amount of 8 decimals or fewer.
 */
export function amountFromValue(value: unknown): bigint {
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new RpcError(rpcCodes.typeError, 'Amount is not a number or string');
  }
  const match = fixedPoint.exec(String(value));
  if (match === null) throw new RpcError(rpcCodes.typeError, 'Invalid amount');
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const shift = 8 + Number(exponentText) - fraction.length;
  const digits = BigInt(whole + fraction);
  let sats: bigint;
  if (shift >= 0) {
    if (shift > 18) throw new RpcError(rpcCodes.typeError, 'Invalid amount');
    sats = digits * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    if (digits % divisor !== 0n) throw new RpcError(rpcCodes.typeError, 'Invalid amount');
    sats = digits / divisor;
  }
  if (sign === '-' && sats !== 0n) throw new RpcError(rpcCodes.typeError, 'Amount out of range');
  if (sats > maxMoney) throw new RpcError(rpcCodes.typeError, 'Amount out of range');
  return sats;
}

/** ParseFeeRate: an amount per 1000 vB below 1 BTC, answered in sats per 1000 vB. */
export function feeRateFromValue(value: unknown): bigint {
  const satsPerKvb = amountFromValue(value);
  if (satsPerKvb >= 100_000_000n) {
    throw new RpcError(rpcCodes.invalidParameter, 'Fee rates larger than or equal to 1BTC/kvB are not accepted');
  }
  return satsPerKvb;
}

/** CFeeRate::GetFee: the rate's fee for `vsize` rounded up, at least 1 sat for a positive rate. */
export function feeAtRate(satsPerKvb: bigint, vsize: bigint): bigint {
  const fee = (satsPerKvb * vsize + 999n) / 1000n;
  return fee === 0n && satsPerKvb > 0n && vsize > 0n ? 1n : fee;
}
