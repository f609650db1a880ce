import { bytesToHex, hexToBytes } from './bytes';

// A transaction input names its previous transaction by hash in internal byte order; txids are that hash
// reversed, the way nodes, explorers and ord show them.

/** The txid (display order) of the hash an input carries. */
export function txidFromHash(hash: Uint8Array): string {
  return bytesToHex(Uint8Array.from(hash).reverse());
}

/** The hash (internal order) an input carries for a txid. */
export function hashFromTxid(txid: string): Uint8Array {
  return hexToBytes(txid).reverse();
}
