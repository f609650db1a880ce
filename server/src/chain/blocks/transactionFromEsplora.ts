import { bitcoin, hashFromTxid, hexToBytes } from '@ordmarket/protocol';
import type { EsploraTx } from '../ChainSource';
import { ChainResponseError } from '../esplora/chainHttpErrors';

/**
 * The raw transaction an Esplora transaction JSON describes (every field that is serialized is in it), checked
 * against its txid: for a host that serves a block's transactions in pages but not the block's bytes.
 */
export function transactionFromEsplora(json: EsploraTx, source: string): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = json.version;
  tx.locktime = json.locktime;
  for (const input of json.vin) {
    tx.addInput(hashFromTxid(input.txid), input.vout, input.sequence, hexToBytes(input.scriptsig));
  }
  json.vin.forEach((input, index) => {
    if (input.witness !== undefined && input.witness.length > 0) tx.setWitness(index, input.witness.map(hexToBytes));
  });
  for (const output of json.vout) tx.addOutput(hexToBytes(output.scriptpubkey), BigInt(output.value));
  if (tx.getId() !== json.txid) {
    throw new ChainResponseError(`${source} described transaction ${json.txid} with fields that serialize to another`);
  }
  return tx;
}
