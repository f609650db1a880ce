import { timingSafeEqual } from 'node:crypto';

/** The devnet's RPC credentials, public like regtest's: what keeps a stray client out, not a secret. */
const credentials = Buffer.from('devnet:devnet');

/**
 * RPCAuthorized (src/httprpc.cpp): "Basic " then base64 of user:password. Core also sleeps 250 ms after a wrong
 * password to slow guessing; these credentials are published, so the devnet answers at once.
 */
export function rpcAuthorized(authorization: string | undefined): boolean {
  if (authorization?.startsWith('Basic ') !== true) return false;
  const encoded = authorization.slice(6).trim();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return false;
  const given = Buffer.from(encoded, 'base64');
  return given.length === credentials.length && timingSafeEqual(given, credentials);
}
