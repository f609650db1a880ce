import { bitcoin } from '../bitcoin';
import { concatBytes, equalBytes } from '../bytes';
import { encodePush } from '../inscriptions/instruction';
import { xOnlyKey } from '../inscriptions/inscriptionScript';
import { TAPSCRIPT_LEAF_VERSION, tapleafHash } from '../inscriptions/tapleaf';
import { tweakedOutputKey } from '../inscriptions/taprootTweak';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { protectionMessages } from './protectionMessages';

/**
 * The taproot output a protected listing's inscription waits in. Its key path is the seller's own key, so the
 * seller moves it back alone whenever they like and the market can never hold it. Its one leaf needs the seller and
 * the market together: the seller signs the sale (SINGLE|ANYONECANPAY, as an ordinary listing), and the market signs
 * the whole purchase (SIGHASH_DEFAULT), so no copy of the sale with other outputs, or another fee, can be valid.
 */
export interface ProtectedLock {
  /** x-only: the output's internal key, and the leaf's first signer. */
  readonly sellerKey: Uint8Array;
  /** x-only: the leaf's second signer, the market's co-signing key. */
  readonly marketKey: Uint8Array;
  /** `<seller> OP_CHECKSIGVERIFY <market> OP_CHECKSIG` */
  readonly leafScript: Uint8Array;
  /** What both signatures of the leaf commit to, and the tree's root (a tree of one leaf). */
  readonly leafHash: Uint8Array;
  /** The leaf's proof of membership: its version with the output key's parity, then the internal key. */
  readonly controlBlock: Uint8Array;
  readonly outputScript: Uint8Array;
}

const { OP_CHECKSIGVERIFY, OP_CHECKSIG } = bitcoin.opcodes;

/** The leaf both keys sign: the seller's signature is checked first, so the witness holds the market's under it. */
export function lockScript(sellerKey: Uint8Array, marketKey: Uint8Array): Uint8Array {
  return concatBytes([
    encodePush(sellerKey),
    Uint8Array.of(OP_CHECKSIGVERIFY),
    encodePush(marketKey),
    Uint8Array.of(OP_CHECKSIG),
  ]);
}

/** The lock for a seller's key (compressed or x-only) and the market's co-signing key. */
export function protectedLock(sellerPublicKey: Uint8Array, marketPublicKey: Uint8Array): ProtectedLock {
  const sellerKey = xOnlyKey(sellerPublicKey);
  const marketKey = xOnlyKey(marketPublicKey);
  // With the market's own key as the internal key the market alone could move the inscription by the key path.
  if (equalBytes(sellerKey, marketKey)) {
    throw new ProtocolError('lock-keys-equal', protectionMessages.keysEqual);
  }
  const leafScript = lockScript(sellerKey, marketKey);
  const leafHash = tapleafHash(leafScript);
  const { outputKey, parity } = tweakedOutputKey(sellerKey, leafHash);
  return {
    sellerKey,
    marketKey,
    leafScript,
    leafHash,
    controlBlock: concatBytes([Uint8Array.of(TAPSCRIPT_LEAF_VERSION | parity), sellerKey]),
    outputScript: concatBytes([Uint8Array.of(bitcoin.opcodes.OP_1, 32), outputKey]),
  };
}

/** The lock's address on `network`: where the lock transaction sends each inscription. */
export function protectedLockAddress(lock: ProtectedLock, network: NetworkName): string {
  return bitcoin.address.fromOutputScript(lock.outputScript, networkParams(network));
}

/**
 * The lock a leaf script and control block claim to spend, when they are exactly a protected lock with the market's
 * key whose output is `outputScript`; undefined otherwise. Nothing of the claim is trusted: the lock is rebuilt from
 * the seller key the leaf names, so its internal key must be that same seller's, and its output must be the coin's.
 */
export function readProtectedLock(
  leafScript: Uint8Array,
  controlBlock: Uint8Array,
  outputScript: Uint8Array,
  marketKey: Uint8Array,
): ProtectedLock | undefined {
  // A 32-byte push is the byte 32 then the key: the seller's key sits at bytes 1..33 of a well-formed leaf.
  if (leafScript.length !== 68) return undefined;
  const sellerKey = leafScript.subarray(1, 33);
  let lock: ProtectedLock;
  try {
    lock = protectedLock(sellerKey, marketKey);
  } catch {
    return undefined;
  }
  const matches =
    equalBytes(lock.leafScript, leafScript) &&
    equalBytes(lock.controlBlock, controlBlock) &&
    equalBytes(lock.outputScript, outputScript);
  return matches ? lock : undefined;
}
