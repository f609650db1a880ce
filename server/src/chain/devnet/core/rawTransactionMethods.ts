import { bitcoin } from '@ordmarket/protocol';
import { activeTip } from './blockViews';
import { blockByHash, spentByTransaction, storedTransaction } from '../store/coreReads';
import { arg, hashParam, verbosityParam } from './rpcArgs';
import { RpcError, rpcCodes } from './rpcError';
import type { RpcMethod } from './rpcMethod';
import { txJson } from './txJson';

const walletHint = '. Use gettransaction for wallet transactions.';

/**
 * getrawtransaction (src/rpc/rawtransaction.cpp, Core 28) on a node with -txindex: the devnet keeps every
 * transaction, so any in the mempool or the chain is found, but genesis's coinbase, which Core never indexes.
 */
export const rawTransactionMethods: readonly RpcMethod[] = [
  {
    name: 'getrawtransaction',
    description:
      'Answers a transaction of the mempool or the chain (or of the given block): 0 its bytes in hex, 1 an object, ' +
      "2 an object with its fee and each input's prevout.",
    args: [
      arg('txid', 'string', true),
      arg('verbosity|verbose', 'unchecked', false),
      arg('blockhash', 'string', false),
    ],
    run: async ([txidParam, verbosityParamValue, blockHashParam], { db }) => {
      const txid = hashParam(txidParam, 'parameter 1');
      const stored = await storedTransaction(db, txid);
      if (stored?.blockHeight === 0) {
        throw new RpcError(
          rpcCodes.invalidAddressOrKey,
          'The genesis block coinbase is not considered an ordinary transaction and cannot be retrieved',
        );
      }
      const verbosity = verbosityParam(verbosityParamValue, 0);
      let blockHeight: number | undefined;
      if (blockHashParam !== null && blockHashParam !== undefined) {
        const block = await blockByHash(db, hashParam(blockHashParam, 'parameter 3'));
        if (block === undefined) throw new RpcError(rpcCodes.invalidAddressOrKey, 'Block hash not found');
        blockHeight = block.height;
      }
      if (stored === undefined || (blockHeight !== undefined && stored.blockHeight !== blockHeight)) {
        const missing =
          blockHeight === undefined
            ? 'No such mempool or blockchain transaction'
            : 'No such transaction found in the provided block';
        throw new RpcError(rpcCodes.invalidAddressOrKey, `${missing}${walletHint}`);
      }
      if (verbosity <= 0) return stored.raw;

      const tx = bitcoin.Transaction.fromHex(stored.raw);
      // TxToJSON: undo data (fee, prevouts) only at verbosity 2 for a confirmed transaction other than a coinbase.
      const withUndo = verbosity >= 2 && stored.blockHeight !== null && !tx.isCoinbase();
      const spent = withUndo ? await spentByTransaction(db, txid) : undefined;
      const tip = stored.blockHeight === null ? undefined : await activeTip(db);
      return {
        in_active_chain: blockHeight === undefined ? undefined : true,
        ...txJson(tx, spent === undefined ? {} : { undo: { spent, prevouts: true } }),
        blockhash: stored.blockHash ?? undefined,
        confirmations:
          tip === undefined || stored.blockHeight === null ? undefined : tip.height - stored.blockHeight + 1,
        time: stored.blockTime ?? undefined,
        blocktime: stored.blockTime ?? undefined,
      };
    },
  },
];
