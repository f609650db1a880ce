import { mempoolTotals } from '../store/coreReads';
import { feeRateValue } from './btcAmount';
import { arg, intParam, stringParam } from './rpcArgs';
import { RpcError, rpcCodes } from './rpcError';
import type { RpcMethod } from './rpcMethod';

/** The longest target Core's estimator tracks (HighestTargetTracked of its long horizon). */
const maxConfirmTarget = 1008;
const feeModes = ['unset', 'economical', 'conservative'];

/**
 * estimatesmartfee (src/rpc/fees.cpp, Core 28). Core estimates from blocks it watched confirm; the devnet reads its
 * own mempool instead, through the fee rates recommendedFees() projects from it (mempool.space's tiers): within 2
 * blocks the next block's, 3 the half hour's, 6 the hour's, beyond that the economy rate. An empty mempool leaves
 * nothing to estimate from, answered as a node without data answers. A target of 1 is answered for 2, as Core does.
 */
export const feeMethods: readonly RpcMethod[] = [
  {
    name: 'estimatesmartfee',
    description:
      'Answers the fee rate in BTC/kvB that should confirm a transaction within conf_target blocks, estimated from ' +
      'the mempool.',
    args: [arg('conf_target', 'number', true), arg('estimate_mode', 'string', false)],
    run: async ([target, mode], { db, devnet }) => {
      const confTarget = intParam(target);
      if (confTarget < 1 || confTarget > maxConfirmTarget) {
        throw new RpcError(rpcCodes.invalidParameter, `Invalid conf_target, must be between 1 and ${maxConfirmTarget}`);
      }
      if (mode !== null && mode !== undefined && !feeModes.includes(stringParam(mode).toLowerCase())) {
        throw new RpcError(
          rpcCodes.invalidParameter,
          `Invalid estimate_mode parameter, must be one of: "${feeModes.join('", "')}"`,
        );
      }
      if ((await mempoolTotals(db)).size === 0) {
        return { errors: ['Insufficient data or no feerate found'], blocks: 0 };
      }
      const fees = await devnet.recommendedFees();
      const blocks = Math.max(confTarget, 2);
      const satsPerVbyte =
        blocks <= 2 ? fees.fastestFee : blocks <= 3 ? fees.halfHourFee : blocks <= 6 ? fees.hourFee : fees.economyFee;
      return { feerate: feeRateValue(BigInt(satsPerVbyte)), blocks };
    },
  },
];
