import { bitcoin, type BlockTransaction } from '@ordmarket/protocol';
import { z } from 'zod';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import type { MempoolView } from '../mempool/MempoolView';
import { coreNotFound, CoreRpcError, type CoreRpc } from './CoreRpc';
import { hashSchema, rawHexSchema } from './coreSchemas';

/** getrawtransaction calls per batch: a first read of mainnet's mempool is thousands, and one reply stays a few MB. */
const transactionsPerBatch = 500;

/**
 * The mempool through bitcoind: `getrawmempool` lists it, and the transactions the caller has not read come in
 * batches of `getrawtransaction` (a mempool transaction is found without -txindex). One that left the mempool
 * between the two calls answers "no such transaction" and is left out.
 */
export async function coreMempool(rpc: CoreRpc, known: ReadonlySet<string>): Promise<MempoolView> {
  const txids = new Set(await rpc.call('getrawmempool', [false], z.array(hashSchema)));
  const unknown = [...txids].filter((txid) => !known.has(txid));
  const added: BlockTransaction[] = [];
  for (let at = 0; at < unknown.length; at += transactionsPerBatch) {
    const batch = unknown.slice(at, at + transactionsPerBatch);
    const answers = await rpc.batch(
      batch.map((txid) => ({ method: 'getrawtransaction', params: [txid, 0] })),
      rawHexSchema,
    );
    for (const [index, answer] of answers.entries()) {
      const txid = batch[index] ?? '';
      if (answer instanceof CoreRpcError) {
        if (coreNotFound.has(answer.code)) continue;
        throw answer;
      }
      const tx = bitcoin.Transaction.fromHex(answer);
      if (tx.getId() !== txid) {
        throw new ChainResponseError(`Bitcoin Core answered another transaction for mempool txid ${txid}`);
      }
      added.push({ txid, tx });
    }
  }
  return { txids, added };
}
