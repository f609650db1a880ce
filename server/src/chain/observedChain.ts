import { ChainRejection, type ChainSource } from './ChainSource';
import type { ChainSourceErrors } from './chainSourceErrors';

type Reads = Omit<ChainSource, 'network' | 'blocksBetween'>;

/**
 * The same chain source, with every failed request recorded under `name`. A transaction the node refuses is an
 * answer, not a failure of the source, so it is not counted.
 */
export function observedChain<Chain extends ChainSource>(chain: Chain, name: string, errors: ChainSourceErrors): Chain {
  errors.watch(name);
  const observe =
    <Args extends unknown[], Result>(request: string, call: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      try {
        return await call(...args);
      } catch (error) {
        if (!(error instanceof ChainRejection)) errors.record(name, request, error);
        throw error;
      }
    };
  const reads: Reads = {
    tipHeight: observe('tipHeight', () => chain.tipHeight()),
    blockHashAt: observe('blockHashAt', (height: number) => chain.blockHashAt(height)),
    block: observe('block', (hash: string) => chain.block(hash)),
    blockTxids: observe('blockTxids', (hash: string) => chain.blockTxids(hash)),
    transaction: observe('transaction', (txid: string) => chain.transaction(txid)),
    transactionHex: observe('transactionHex', (txid: string) => chain.transactionHex(txid)),
    transactionStatus: observe('transactionStatus', (txid: string) => chain.transactionStatus(txid)),
    outspends: observe('outspends', (txid: string) => chain.outspends(txid)),
    address: observe('address', (address: string) => chain.address(address)),
    addressUtxos: observe('addressUtxos', (address: string) => chain.addressUtxos(address)),
    recommendedFees: observe('recommendedFees', () => chain.recommendedFees()),
    broadcast: observe('broadcast', (transactionHex: string) => chain.broadcast(transactionHex)),
  };
  const between = chain.blocksBetween?.bind(chain);
  return { ...chain, ...reads, ...(between ? { blocksBetween: observe('blocksBetween', between) } : {}) };
}
