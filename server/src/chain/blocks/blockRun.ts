import type { BlockTransaction, PrevoutReader } from '@ordmarket/protocol';

/** A block as the indexer reads it: its transactions decoded, in block order (the coinbase first). */
export interface ChainBlock {
  readonly height: number;
  readonly hash: string;
  readonly previousHash: string | null;
  /** Unix seconds of the header. */
  readonly time: number;
  readonly transactions: readonly BlockTransaction[];
}

/** Blocks read together, with what their transactions spent (read only when sat tracking asks). */
export interface BlockRun {
  readonly blocks: readonly ChainBlock[];
  readonly prevouts: PrevoutReader;
}

/** The chain moved under us (a reorg or a rollback while we read): the next sync starts again. */
export class ChainMoved extends Error {
  override readonly name = 'ChainMoved';
}
