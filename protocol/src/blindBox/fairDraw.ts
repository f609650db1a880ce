import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '../bytes';
import { ProtocolError } from '../ProtocolError';

/**
 * Provably fair draws, by commit and reveal. A house publishes sha256(server seed) before any draw; a draw is
 *
 *   hmac  = HMAC-SHA256(key = the 32 server-seed bytes, message = UTF-8 of `${clientSeed}:${nonce}`)
 *   x     = the first 13 hex digits of hmac (52 bits) as an integer
 *   index = floor(x * poolSize / 2^52)
 *
 * and the prize is the pool's `index`-th prize (the pool in slot order, before the draw). Once the seed is retired
 * and revealed, anyone can recompute every draw made with it. 52 bits keep the mapping exact in any language's
 * doubles too, and its bias on a pool of n prizes is below n / 2^52.
 */

/** Server seeds are 32 random bytes, written as 64 lower-case hex digits. */
export const serverSeedPattern = /^[0-9a-f]{64}$/;
/** A client seed is the player's own text: 1 to 64 printable ASCII characters, no colon (the separator). */
export const clientSeedPattern = /^[\x20-\x39\x3b-\x7e]{1,64}$/;

const ticketBits = 52n;
/** Pools larger than this cannot be drawn without bias becoming measurable; houses are far smaller. */
export const maximumPoolSize = 1_000_000;

export interface DrawInput {
  /** 64 hex digits. */
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export interface Draw {
  /** The HMAC, hex. */
  readonly hmac: string;
  /** The 52-bit ticket x. */
  readonly ticket: bigint;
  readonly index: number;
}

/** The hash a house commits to before drawing with `serverSeed`. */
export function serverSeedHash(serverSeed: string): string {
  checkServerSeed(serverSeed);
  return bytesToHex(sha256(hexToBytes(serverSeed)));
}

export function checkClientSeed(clientSeed: string): void {
  if (!clientSeedPattern.test(clientSeed)) {
    throw new ProtocolError(
      'invalid-client-seed',
      'A client seed is 1 to 64 printable characters (letters, digits, punctuation) without a colon.',
    );
  }
}

function checkServerSeed(serverSeed: string): void {
  if (!serverSeedPattern.test(serverSeed)) {
    throw new ProtocolError('invalid-server-seed', 'A server seed is 64 lower-case hex digits.');
  }
}

/** Where a draw lands in a pool of `poolSize` prizes. */
export function drawPrizeIndex(input: DrawInput, poolSize: number): Draw {
  checkServerSeed(input.serverSeed);
  checkClientSeed(input.clientSeed);
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) {
    throw new ProtocolError('invalid-nonce', 'A nonce is a whole number from 0.');
  }
  if (!Number.isSafeInteger(poolSize) || poolSize < 1 || poolSize > maximumPoolSize) {
    throw new ProtocolError('empty-pool', 'There is no prize left to draw.');
  }
  const mac = bytesToHex(
    hmac(sha256, hexToBytes(input.serverSeed), new TextEncoder().encode(`${input.clientSeed}:${input.nonce}`)),
  );
  const ticket = BigInt(`0x${mac.slice(0, 13)}`);
  return { hmac: mac, ticket, index: Number((ticket * BigInt(poolSize)) >> ticketBits) };
}
