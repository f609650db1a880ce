import { describe, expect, it } from 'vitest';
import { generatedCoreRpc } from '../../indexer/testing/generatedCore';
import { generatedChainSource } from '../../indexer/testing/generatedChainSource';
import { generateMainnetLikeChain } from '../../indexer/testing/mainnetLikeBlocks';
import { readCoreBlocks } from './coreBlocks';

const chain = generateMainnetLikeChain({ blocks: 3, transactionsPerBlock: 120, revealsPerBlock: 15 });

describe("blocks read from Bitcoin Core's getblock with prevouts", () => {
  it('decode to what the raw blocks decode to, with every input’s value and every fee to the sat', async () => {
    const { rpc } = generatedCoreRpc(chain, 0, 2);
    const fromCore = await readCoreBlocks(rpc, 0, 5);
    const fromRaw = await generatedChainSource(chain).readBlocks(0, 2);
    // The chain ends at 2: getblockhash past it answers out of range, and the run is what there is.
    expect(
      fromCore.blocks.map(({ height, hash, previousHash, time }) => ({ height, hash, previousHash, time })),
    ).toEqual(fromRaw.blocks.map(({ height, hash, previousHash, time }) => ({ height, hash, previousHash, time })));
    for (const [index, block] of fromCore.blocks.entries()) {
      const raw = fromRaw.blocks[index];
      expect(block.transactions.map(({ txid, tx }) => [txid, tx.toHex()])).toEqual(
        raw?.transactions.map(({ txid, tx }) => [txid, tx.toHex()]),
      );
      for (const { txid } of block.transactions.slice(1)) {
        expect(await fromCore.prevouts.inputValues(txid)).toEqual(chain.spent.get(txid)?.inputValues);
        expect(await fromCore.prevouts.fee(txid)).toBe(chain.spent.get(txid)?.fee);
      }
    }
  });
});
