/**
 * One inscription landing in an output, as OPI's indexer receives it from its ord fork: an inscription's birth
 * and its first move, in block order and within a transaction by sat offset (births and moves interleaved).
 * Unbound inscriptions never arrive.
 */
export type OrdTransfer = OrdBirth | OrdMove;

interface Landing {
  readonly inscriptionId: string;
  /** The output script it landed in, lowercase hex; '' when it has none (lost, or an empty script). */
  readonly newPkscript: string;
  /** It went to the miner: revealed into the fee, or spent as fee. */
  readonly sentAsFee: boolean;
}

export interface OrdBirth extends Landing {
  readonly kind: 'birth';
  /** The envelope's content type bytes as inscribed; null when it has none. */
  readonly contentType: Uint8Array | null;
  readonly content: Uint8Array;
  /** The first of its parents (ord's order), or null. */
  readonly parentId: string | null;
  /** ord cursed it (before the jubilee's renumbering): BRC-20 never reads a cursed inscription. */
  readonly cursedForBrc20: boolean;
}

export interface OrdMove extends Landing {
  readonly kind: 'move';
  /** Where it was, `txid:vout:offset`. */
  readonly oldSatpoint: string;
}

/** A block's transfers, for the ledger to apply at `height`. */
export interface OrdTransferBlock {
  readonly height: number;
  readonly transfers: readonly OrdTransfer[];
}
