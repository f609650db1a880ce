import { ChainRejection, type ChainSource } from './ChainSource';

/** What became of a signed transaction handed to the chain. */
export type RelayOutcome =
  /** The chain has it: just now, or already (a resend after a restart). */
  | { readonly kind: 'sent' }
  /** The chain could not be reached: send the same bytes again later. */
  | { readonly kind: 'unreachable' }
  /** The node refused it, with its reason. */
  | { readonly kind: 'refused'; readonly reason: string };

// A node that already has the transaction answers with one of these: for the sender it is sent.
// Core before 28 says "already in block chain" for a confirmed one; 28 and later "outputs already in utxo set".
const alreadyKnown = /txn-already-in-mempool|txn-already-known|already in block chain|already in utxo set/i;

/**
 * Relays a signed transaction. Whoever stored it resends it after a crash or an outage, so a node's "already have
 * it" counts as sent, and so does a refusal for a transaction the chain turns out to know.
 */
export async function relayTransaction(chain: ChainSource, txid: string, rawTx: string): Promise<RelayOutcome> {
  try {
    await chain.broadcast(rawTx);
    return { kind: 'sent' };
  } catch (error) {
    if (!(error instanceof ChainRejection)) return { kind: 'unreachable' };
    if (alreadyKnown.test(error.message)) return { kind: 'sent' };
    const known = await chain.transactionStatus(txid).catch(() => undefined);
    return known ? { kind: 'sent' } : { kind: 'refused', reason: error.message };
  }
}
