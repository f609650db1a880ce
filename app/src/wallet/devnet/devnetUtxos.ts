import type { InscriptionStatus, WalletUtxo } from '@ordmarket/protocol';
import type { EsploraClient } from '../esplora';
import type { DevnetServer } from './devnetServer';

/**
 * The wallet's UTXOs with what the server's indexer says they hold. When the server cannot be asked, every
 * UTXO is 'unknown', which protocol's classifyUtxo never spends as payment: losing an inscription as a fee is
 * for good, a failed payment is not.
 */
export async function devnetUtxos(
  esplora: EsploraClient,
  server: DevnetServer,
  address: string,
): Promise<WalletUtxo[]> {
  const utxos = await esplora.utxos(address);
  if (utxos.length === 0) return [];
  const outputs = utxos.map((utxo) => `${utxo.txid}:${utxo.vout}`);
  let inscribed: Set<string> | undefined;
  try {
    inscribed = await server.outputsWithInscriptions(outputs);
  } catch {
    inscribed = undefined;
  }
  return utxos.map((utxo, index) => {
    const output = outputs[index] ?? '';
    const inscriptions: InscriptionStatus =
      inscribed === undefined ? 'unknown' : inscribed.has(output) ? 'some' : 'none';
    return { txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value), inscriptions };
  });
}
