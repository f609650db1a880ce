/** The error codes of Bitcoin Core's src/rpc/protocol.h that the devnet answers with. */
export const rpcCodes = {
  /** std::exception thrown during command handling (a wrong number of parameters answers the help text). */
  miscError: -1,
  /** Unexpected type was passed as parameter. */
  typeError: -3,
  /** Invalid address or key: an unknown block or transaction. */
  invalidAddressOrKey: -5,
  /** Invalid, missing or duplicate parameter. */
  invalidParameter: -8,
  /** Error parsing or validating structure in raw format. */
  deserializationError: -22,
  /** General error during transaction or block submission. */
  transactionError: -25,
  /** Transaction or block was rejected by network rules. */
  transactionRejected: -26,
  /** Transaction already in utxo set (RPC_VERIFY_ALREADY_IN_UTXO_SET, formerly ..._IN_CHAIN). */
  alreadyInUtxoSet: -27,
  invalidRequest: -32600,
  methodNotFound: -32601,
  parseError: -32700,
} as const;

/** An error answered as `{code, message}` (JSONRPCError in src/rpc/request.cpp). */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
