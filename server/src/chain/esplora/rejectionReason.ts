/**
 * The node's reason inside Esplora's 400 answer to POST /tx. Esplora relays bitcoind's error as
 * `sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}`; the wallet
 * and the logs want just the message. Anything else is returned as sent, trimmed.
 */
export function rejectionReason(body: string): string {
  const text = body.trim();
  const start = text.indexOf('{');
  if (start !== -1) {
    try {
      const parsed: unknown = JSON.parse(text.slice(start));
      if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not bitcoind's JSON after all: fall through to the whole text.
    }
  }
  return text === '' ? 'transaction rejected' : text;
}
