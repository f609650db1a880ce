import { txidFromHash } from '@ordmarket/protocol';
/** A transaction output, as inputs name the coins they spend. */
export interface Outpoint {
  readonly txid: string;
  readonly vout: number;
}

/** A sat's place on chain, as ord writes it: an outpoint and the sat's offset within that output. */
export interface Satpoint extends Outpoint {
  readonly offset: bigint;
}

/** Where an inscription sits, with what the holding output is worth and who can spend it. */
export interface InscriptionLocation extends Satpoint {
  /** Value of the output holding the inscription. */
  readonly value: bigint;
  /** Address of that output; '' for outputs no address pays (OP_RETURN, bare scripts, lost sats). */
  readonly owner: string;
}

/** ord's null outpoint: where sats go when a coinbase does not claim all the fees (lost sats). */
export const nullTxid = '0'.repeat(64);

export function outpointKey(outpoint: Outpoint): string {
  return `${outpoint.txid}:${outpoint.vout}`;
}

/** The outpoint an input spends: inputs hold the txid's bytes in internal (reversed) order. */
export function spentOutpoint(input: { readonly hash: Uint8Array; readonly index: number }): Outpoint {
  return { txid: txidFromHash(input.hash), vout: input.index };
}
