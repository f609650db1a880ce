import { ChainRejection } from '../../ChainSource';
import { virtualSize } from '../chainRules';
import { outputsInUtxoSet, storedTransaction } from '../store/coreReads';
import { mempoolTxids } from '../store/mempoolView';
import { amountFromValue, amountValue, feeAtRate, feeRateFromValue } from './btcAmount';
import type { JsonObject } from './jsonText';
import { mempoolInfo } from './mempoolInfo';
import { broadcastRefusal, burnsValue, decodeHexTransaction, rejectReason, witnessTxid } from './rawTransaction';
import { arg, arrayParam, boolParam, stringParam } from './rpcArgs';
import { RpcError, rpcCodes } from './rpcError';
import type { RpcMethod } from './rpcMethod';

/** MAX_PACKAGE_COUNT (src/policy/packages.h). */
const maxPackageCount = 25;
/** DEFAULT_MAX_RAW_TX_FEE_RATE: 0.10 BTC/kvB, in sats per 1000 vB. */
const defaultMaxFeeRate = 10_000_000n;

function maxFeeRate(value: unknown): bigint {
  return value === null || value === undefined ? defaultMaxFeeRate : feeRateFromValue(value);
}

/** The methods of src/rpc/mempool.cpp the devnet answers (Core 28), over the devnet's own acceptance rules. */
export const mempoolMethods: readonly RpcMethod[] = [
  {
    name: 'getmempoolinfo',
    description: "Answers the mempool's size, fees and relay fee rates.",
    args: [],
    run: (_params, { db }) => mempoolInfo(db),
  },
  {
    name: 'getrawmempool',
    description:
      'Answers every txid in the mempool. The devnet keeps no entry statistics or mempool sequence, so it refuses ' +
      'verbose=true and mempool_sequence=true rather than answer them made up.',
    args: [arg('verbose', 'bool', false), arg('mempool_sequence', 'bool', false)],
    run: async ([verbose, mempoolSequence], { db }) => {
      const isVerbose = verbose !== null && verbose !== undefined && boolParam(verbose);
      const withSequence = mempoolSequence !== null && mempoolSequence !== undefined && boolParam(mempoolSequence);
      if (isVerbose && withSequence) {
        throw new RpcError(rpcCodes.invalidParameter, 'Verbose results cannot contain mempool sequence values.');
      }
      if (isVerbose || withSequence) {
        throw new RpcError(rpcCodes.invalidParameter, 'The devnet lists its mempool by txid only (verbose=false).');
      }
      return [...(await mempoolTxids(db))];
    },
  },
  {
    name: 'testmempoolaccept',
    description:
      'Answers whether each raw transaction (a package: parents first) would enter the mempool, with its size and ' +
      'fee or the reason it would not. Nothing enters it.',
    args: [arg('rawtxs', 'array', true, '["rawtx",...]'), arg('maxfeerate', 'unchecked', false)],
    run: async ([rawtxs, maxfeerate], { devnet }) => {
      const raws = arrayParam(rawtxs);
      if (raws.length < 1 || raws.length > maxPackageCount) {
        throw new RpcError(
          rpcCodes.invalidParameter,
          `Array must contain between 1 and ${maxPackageCount} transactions.`,
        );
      }
      const feeRateCap = maxFeeRate(maxfeerate);
      const transactions = raws.map((raw) => {
        const hex = stringParam(raw);
        const tx = decodeHexTransaction(hex);
        if (tx === undefined) {
          throw new RpcError(
            rpcCodes.deserializationError,
            `TX decode failed: ${hex} Make sure the tx has at least one input.`,
          );
        }
        return tx;
      });
      const test = await devnet.testAccept(transactions);
      // Past a transaction over the fee cap the rest stay unanswered: its descendants would not be sent either.
      let exitEarly = false;
      return transactions.map((tx, index): JsonObject => {
        const entry = { txid: tx.getId(), wtxid: witnessTxid(tx), 'package-error': test.packageError };
        const result = test.results.get(index);
        if (exitEarly || result === undefined) return entry;
        if (!result.allowed) {
          const reason = rejectReason(result.refusal);
          return {
            ...entry,
            allowed: false,
            'reject-reason': reason === 'bad-txns-inputs-missingorspent' ? 'missing-inputs' : reason,
          };
        }
        const maxFee = feeAtRate(feeRateCap, result.vsize);
        if (maxFee !== 0n && result.fee > maxFee) {
          exitEarly = true;
          return { ...entry, allowed: false, 'reject-reason': 'max-fee-exceeded' };
        }
        return {
          ...entry,
          allowed: true,
          vsize: Number(result.vsize),
          fees: {
            base: amountValue(result.fee),
            'effective-feerate': amountValue((result.fee * 1000n) / result.vsize),
            'effective-includes': [witnessTxid(tx)],
          },
        };
      });
    },
  },
  {
    name: 'sendrawtransaction',
    description:
      'Submits a raw transaction to the mempool and answers its txid; one already there answers its txid again.',
    args: [
      arg('hexstring', 'string', true),
      arg('maxfeerate', 'unchecked', false),
      arg('maxburnamount', 'unchecked', false),
    ],
    run: async ([hexstring, maxfeerate, maxburnamount], { db, devnet }) => {
      const maxBurn = maxburnamount === null || maxburnamount === undefined ? 0n : amountFromValue(maxburnamount);
      const tx = decodeHexTransaction(stringParam(hexstring));
      if (tx === undefined) {
        throw new RpcError(rpcCodes.deserializationError, 'TX decode failed. Make sure the tx has at least one input.');
      }
      if (tx.outs.some((output) => burnsValue(output.script) && output.value > maxBurn)) {
        throw new RpcError(
          rpcCodes.transactionError,
          'Unspendable output exceeds maximum configured by user (maxburnamount)',
        );
      }
      const maxFee = feeAtRate(maxFeeRate(maxfeerate), virtualSize(tx.weight()));

      // BroadcastTransaction (src/node/transaction.cpp): outputs still in the UTXO set mean it is confirmed
      // already; in the mempool already, Core only announces it again.
      const txid = tx.getId();
      const stored = await storedTransaction(db, txid);
      if (stored !== undefined && stored.blockHeight !== null && (await outputsInUtxoSet(db, txid)) > 0) {
        throw new RpcError(rpcCodes.alreadyInUtxoSet, 'Transaction outputs already in utxo set');
      }
      if (stored?.blockHeight === null) return txid;
      if (maxFee > 0n) {
        const [result] = (await devnet.testAccept([tx])).results.values();
        if (result?.allowed === false) throw broadcastRefusal(result.refusal);
        if (result?.allowed === true && result.fee > maxFee) {
          throw new RpcError(
            rpcCodes.transactionError,
            'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)',
          );
        }
      }
      try {
        return await devnet.broadcast(tx.toHex());
      } catch (error) {
        if (error instanceof ChainRejection) throw broadcastRefusal(error.message);
        throw error;
      }
    },
  },
];
