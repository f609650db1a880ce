import { txidFromHash } from '../txid';

/** A transaction output, as inputs name the coins they spend. */
export interface Outpoint {
  readonly txid: string;
  readonly vout: number;
}

/** A sat's place on chain, as ord writes it: an outpoint and the sat's offset within that output. */
export interface Satpoint extends Outpoint {
  readonly offset: bigint;
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

const spentKeysByTransaction = new WeakMap<object, readonly string[]>();

/**
 * The `txid:vout` of each outpoint a transaction's inputs spend, in input order. Worked out once per transaction
 * object, for transactions decoded from a block and no longer changed: indexing reads them several times a block.
 */
export function spentOutpointKeys(tx: {
  readonly ins: ReadonlyArray<{ readonly hash: Uint8Array; readonly index: number }>;
}): readonly string[] {
  let keys = spentKeysByTransaction.get(tx);
  if (keys === undefined) {
    keys = tx.ins.map((input) => outpointKey(spentOutpoint(input)));
    spentKeysByTransaction.set(tx, keys);
  }
  return keys;
}

/** ord's "txid:vout:offset". */
export function formatSatpoint(satpoint: Satpoint): string {
  return `${outpointKey(satpoint)}:${satpoint.offset}`;
}

const satpointPattern = /^([0-9a-f]{64}):(\d+):(\d+)$/i;

/** Reads ord's "txid:vout:offset"; undefined when the text is not one (an output index must fit 32 bits). */
export function parseSatpoint(text: string): Satpoint | undefined {
  const match = satpointPattern.exec(text);
  if (match === null) return undefined;
  const [, txid = '', vout = '', offset = ''] = match;
  const outputIndex = Number(vout);
  if (!Number.isSafeInteger(outputIndex) || outputIndex > 0xffff_ffff) return undefined;
  return { txid: txid.toLowerCase(), vout: outputIndex, offset: BigInt(offset) };
}
