import { bitcoin } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { chainBytes } from '../store/coreReads';
import { activeTip } from './blockViews';
import { chainWork, difficulty } from './chainWork';
import { doubleNumber, type JsonObject } from './jsonText';

/**
 * getblockchaininfo and REST's chaininfo.json (src/rpc/blockchain.cpp, Core 28): regtest, as the devnet's rules
 * are; every header is a block (nothing is still downloading or verifying); `size_on_disk` the blocks' bytes; never
 * pruned; warnings an empty array.
 */
export async function blockchainInfo(db: Database): Promise<JsonObject> {
  const [tip, sizeOnDisk] = await Promise.all([activeTip(db), chainBytes(db)]);
  const header = bitcoin.Block.fromHex(tip.header);
  return {
    chain: 'regtest',
    blocks: tip.height,
    headers: tip.height,
    bestblockhash: tip.hash,
    difficulty: doubleNumber(difficulty(header.bits)),
    time: header.timestamp,
    mediantime: tip.medianTime,
    verificationprogress: 1,
    initialblockdownload: false,
    chainwork: chainWork(tip.height),
    size_on_disk: sizeOnDisk,
    pruned: false,
    warnings: [],
  };
}
