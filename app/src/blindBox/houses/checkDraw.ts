import { drawPrizeIndex, ProtocolError, serverSeedHash } from '@ordmarket/protocol';
import { noValue, type DrawCheck } from '@ordmarket/ui';

/** A draw whose server seed has been revealed, as the server recorded it. */
export interface RevealedDraw {
  readonly serverSeed: string;
  /** The hash published before the draw. */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** The pool's slot numbers when the draw was made, in pool order. */
  readonly pool: readonly number[];
  /** The index the server says the formula gave. */
  readonly index: number;
  /** The slot the server says was won. */
  readonly slot: number;
}

/** The hmac and index shown when the recorded inputs cannot be drawn with at all (a malformed seed or pool). */
const undrawable = { hmac: noValue, index: -1 } as const;

/**
 * Redoes a draw in the browser from its revealed seed, trusting nothing the server computed: the seed must hash
 * to the published commitment, and the formula must land on the recorded index and that index on the won slot.
 */
export function checkDraw(draw: RevealedDraw): DrawCheck {
  let seedMatchesHash: boolean;
  try {
    seedMatchesHash = serverSeedHash(draw.serverSeed) === draw.serverSeedHash;
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    seedMatchesHash = false;
  }
  let computed: { hmac: string; index: number };
  try {
    computed = drawPrizeIndex(
      { serverSeed: draw.serverSeed, clientSeed: draw.clientSeed, nonce: draw.nonce },
      draw.pool.length,
    );
  } catch (error) {
    // Inputs the protocol refuses cannot have produced a fair draw: the check fails rather than the page.
    if (!(error instanceof ProtocolError)) throw error;
    return { seedMatchesHash, ...undrawable, indexMatches: false };
  }
  return {
    seedMatchesHash,
    hmac: computed.hmac,
    index: computed.index,
    indexMatches: computed.index === draw.index && draw.pool[computed.index] === draw.slot,
  };
}
