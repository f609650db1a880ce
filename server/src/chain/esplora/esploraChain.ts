import type { NetworkName } from '@ordmarket/protocol';
import { esploraBlocks } from '../blocks/esploraBlocks';
import type { ChainSource } from '../ChainSource';
import { assetsOfEach, unknownAssets } from '../coinAssets';
import type { EsploraClient } from './EsploraClient';

/** ChainSource over Esplora: the interface already speaks Esplora's shapes, so this only maps names. */
export function esploraChain(client: EsploraClient, network: NetworkName): ChainSource {
  const reads = {
    blockHashAt: (height: number) => client.blockHashAt(height),
    block: (hash: string) => client.block(hash),
    blockRaw: (hash: string) => client.blockRaw(hash),
    blockTransactions: (hash: string, start: number) => client.blockTransactions(hash, start),
  };
  return {
    ...reads,
    network,
    tipHeight: () => client.tipHeight(),
    readBlocks: esploraBlocks(reads, 'Esplora'),
    blockTxids: (hash) => client.blockTxids(hash),
    transaction: (txid) => client.tx(txid),
    transactionHex: (txid) => client.txHex(txid),
    transactionStatus: (txid) => client.txStatus(txid),
    outspends: (txid) => client.txOutspends(txid),
    address: (address) => client.address(address),
    addressUtxos: (address) => client.addressUtxos(address),
    recommendedFees: () => client.recommendedFees(),
    broadcast: (transactionHex) => client.postTx(transactionHex),
    // Esplora lists only txids (/mempool/txids); reading each one it relays is not a load a public host should carry.
    mempool: () => Promise.resolve(undefined),
    coinAssets: (outpoints) => Promise.resolve(assetsOfEach(outpoints, unknownAssets(network))),
  };
}
