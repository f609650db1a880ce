import { bitcoin } from '@ordmarket/protocol';
import { ChainRejection, type ChainSource } from '../ChainSource';
import { coreRefusal, rpcCodeOf, type CoreRefusal } from '../coreRefusal';

/** Esplora's 400 body for a refused POST /tx: electrs passes Core's error on after the RPC method's name. */
export function esploraRefusal({ code, message }: CoreRefusal): string {
  return `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`;
}

/** Core's IsUnspendable: outputs it never puts in the UTXO set. */
function unspendable(scriptHex: string): boolean {
  return scriptHex.startsWith('6a') || scriptHex.length > 2 * 10_000;
}

// The devnet's mempool refusals of a transaction it already has, by txid.
const inMempool = new Set(['txn-already-in-mempool', 'txn-same-nonwitness-data-in-mempool']);
const known = new Set([...inMempool, 'txn-already-known']);

/**
 * What Core's sendrawtransaction answers for a transaction the chain already has, which the devnet refuses as its
 * mempool would: Core looks before the mempool's checks (node/transaction.cpp). One whose txid is in the mempool
 * is accepted again (its txid, whatever its witness); a confirmed one with an output still in the UTXO set (not
 * spent in a block) is -27; a confirmed one whose outputs are all spent reaches the mempool's checks, which find
 * its inputs spent: -25.
 */
async function knownTransaction(chain: ChainSource, hex: string, reason: string): Promise<SendOutcome> {
  const txid = bitcoin.Transaction.fromHex(hex).getId();
  if (inMempool.has(reason)) return { txid };
  const [tx, outspends] = await Promise.all([chain.transaction(txid), chain.outspends(txid)]);
  const inUtxoSet = (tx?.vout ?? []).some((output, vout) => {
    const spend = outspends?.[vout];
    return !unspendable(output.scriptpubkey) && !(spend?.spent === true && spend.status?.confirmed === true);
  });
  // Core 28's TransactionErrorString (earlier versions said 'Transaction already in block chain').
  if (inUtxoSet)
    return { error: { code: rpcCodeOf.alreadyInChain, message: 'Transaction outputs already in utxo set' } };
  return { error: { code: rpcCodeOf.transactionError, message: 'bad-txns-inputs-missingorspent' } };
}

export type SendOutcome = { readonly txid: string } | { readonly error: CoreRefusal };

/** POST /tx as Esplora over Bitcoin Core answers it: the txid, or Core's error with Core's code. */
export async function sendRawTransaction(chain: ChainSource, hex: string): Promise<SendOutcome> {
  try {
    return { txid: await chain.broadcast(hex) };
  } catch (error) {
    if (!(error instanceof ChainRejection)) throw error;
    if (known.has(error.message)) return knownTransaction(chain, hex, error.message);
    return { error: coreRefusal(error.message) };
  }
}
