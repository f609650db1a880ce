/** A JSON-RPC error of Bitcoin Core's sendrawtransaction: its code and message, as Esplora passes them on. */
export interface CoreRefusal {
  readonly code: number;
  readonly message: string;
}

/** Core's codes (src/rpc/protocol.h) for what sendrawtransaction refuses. */
export const rpcCodeOf = {
  deserializationError: -22,
  transactionError: -25,
  transactionRejected: -26,
  alreadyInChain: -27,
} as const;

/** What Core's sendrawtransaction says of hex it cannot read (the devnet says only 'TX decode failed'). */
const decodeFailed = 'TX decode failed. Make sure the tx has at least one input.';

// TransactionError values that Core reports as -25 rather than as a mempool refusal: inputs missing or spent
// (TX_MISSING_INPUTS), and the fee and burn limits sendrawtransaction checks itself.
const missingOrOverLimit =
  /^(bad-txns-inputs-missingorspent|Missing inputs|Inputs missing or spent|Fee exceeds maximum|Unspendable output exceeds maximum)/;
const inChain = /^(Transaction already in block chain|Transaction outputs already in utxo set)/;

/**
 * The code Core's sendrawtransaction gives a refusal, by its reason (HandleATMPError and JSONRPCTransactionError,
 * src/node/transaction.cpp, src/rpc/util.cpp): -22 for undecodable bytes, -25 for spent or missing inputs and the
 * send limits, -27 for a transaction already confirmed, -26 for every other policy or consensus refusal. The message
 * is the whole refusal. Both the devnet's Core RPC and its Esplora route answer with it.
 */
export function coreRefusal(reason: string): CoreRefusal {
  if (reason.startsWith('TX decode failed')) {
    return { code: rpcCodeOf.deserializationError, message: reason === 'TX decode failed' ? decodeFailed : reason };
  }
  if (missingOrOverLimit.test(reason)) return { code: rpcCodeOf.transactionError, message: reason };
  if (inChain.test(reason)) return { code: rpcCodeOf.alreadyInChain, message: reason };
  return { code: rpcCodeOf.transactionRejected, message: reason };
}
