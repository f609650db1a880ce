/**
 * Every host of a chain service failed (timeouts, refused connections, 5xx, 429) for all allowed attempts:
 * the chain cannot be reached right now, which callers report as a temporary outage, not a bad request.
 */
export class ChainUnavailable extends Error {
  override readonly name = 'ChainUnavailable';
}

/**
 * A host answered, but not as its API documents (an unexpected status, malformed JSON, a body that does
 * not match the schema). Retrying would not help; the message names the service and endpoint.
 */
export class ChainResponseError extends Error {
  override readonly name = 'ChainResponseError';
}

/**
 * electrs refuses to list the coins of an address holding more than its limit (500 on mempool.space's: "Too many
 * unspent transaction outputs (>500)"; Blockstream's: "Too many history entries"): a collector's wallet. Another
 * source (ord's address index) has to answer.
 */
export class TooManyCoins extends ChainResponseError {}
