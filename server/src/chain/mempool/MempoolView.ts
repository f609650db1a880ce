import type { BlockTransaction } from '@ordmarket/protocol';

/** The mempool as one read saw it: every txid waiting, and decoded the transactions the reader did not know yet. */
export interface MempoolView {
  readonly txids: ReadonlySet<string>;
  /** Listed and not in the reader's `known`; one that left the mempool between the listing and its read is absent. */
  readonly added: readonly BlockTransaction[];
}
