import { bytesToHex } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import type { BlockRow } from '../store/chainQueries';
import { blockByHash, blocksFrom } from '../store/coreReads';
import { blockHeaderJson } from './blockJson';
import { activeTip, blockView, chainPlace } from './blockViews';
import { blockchainInfo } from './chainInfo';
import { arg, boolParam, hashParam, intParam, verbosityParam } from './rpcArgs';
import { RpcError, rpcCodes } from './rpcError';
import type { RpcMethod } from './rpcMethod';

/** The methods of src/rpc/blockchain.cpp the devnet answers, with Core 28's parameters, shapes and errors. */

async function knownBlock(db: Database, hash: string): Promise<BlockRow> {
  const row = await blockByHash(db, hash);
  if (row === undefined) throw new RpcError(rpcCodes.invalidAddressOrKey, 'Block not found');
  return row;
}

export const blockchainMethods: readonly RpcMethod[] = [
  {
    name: 'getblockcount',
    description: 'Answers the height of the active chain, genesis being height 0.',
    args: [],
    run: async (_params, { db }) => (await activeTip(db)).height,
  },
  {
    name: 'getbestblockhash',
    description: "Answers the hash of the active chain's tip.",
    args: [],
    run: async (_params, { db }) => (await activeTip(db)).hash,
  },
  {
    name: 'getblockhash',
    description: 'Answers the hash of the active chain block at a height.',
    args: [arg('height', 'number', true)],
    run: async ([heightParam], { db }) => {
      const height = intParam(heightParam);
      const tip = await activeTip(db);
      const [row] = height < 0 || height > tip.height ? [] : await blocksFrom(db, height, 1);
      if (row === undefined) throw new RpcError(rpcCodes.invalidParameter, 'Block height out of range');
      return row.hash;
    },
  },
  {
    name: 'getblockheader',
    description: "Answers a block's header: an object when verbose (the default), else its 80 bytes in hex.",
    args: [arg('blockhash', 'string', true), arg('verbose', 'bool', false)],
    run: async ([hashParamValue, verboseParam], { db }) => {
      const hash = hashParam(hashParamValue, 'hash');
      const verbose = verboseParam === null || verboseParam === undefined ? true : boolParam(verboseParam);
      const row = await knownBlock(db, hash);
      if (!verbose) return row.header;
      return blockHeaderJson(row, await chainPlace(db, row));
    },
  },
  {
    name: 'getblock',
    description:
      'Answers a block: 0 its bytes in hex, 1 an object with transaction ids, 2 with each transaction and its fee, ' +
      "3 with each input's prevout as well.",
    args: [arg('blockhash', 'string', true), arg('verbosity|verbose', 'unchecked', false)],
    run: async ([hashParamValue, verbosityParamValue], { db, devnet }) => {
      const hash = hashParam(hashParamValue, 'blockhash');
      const verbosity = verbosityParam(verbosityParamValue, 1);
      const row = await knownBlock(db, hash);
      if (verbosity <= 0) {
        const raw = await devnet.blockRaw(row.hash);
        // The block was just found: a rollback took it since, as pruning would on bitcoind.
        if (raw === undefined) throw new RpcError(rpcCodes.miscError, 'Block not found on disk');
        return bytesToHex(raw);
      }
      return blockView(db, row, verbosity === 1 ? 'txids' : verbosity === 2 ? 'details' : 'prevouts');
    },
  },
  {
    name: 'getblockchaininfo',
    description: 'Answers the state of the chain: its name, height, tip, difficulty and work.',
    args: [],
    run: (_params, { db }) => blockchainInfo(db),
  },
];
