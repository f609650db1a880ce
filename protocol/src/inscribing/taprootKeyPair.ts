import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import type { TaprootSigner } from '../inscriptions/reveal';
import { tweakedOutputKey } from '../inscriptions/taprootTweak';

/** A private key seen as a BIP86 taproot wallet: its address, and both ways its key signs. */
export interface TaprootKeyPair {
  /** The x-only internal key. */
  readonly internalKey: Uint8Array;
  readonly address: string;
  readonly outputScript: Uint8Array;
  /** Signs a key-path sighash with the tweaked key, as a p2tr output with no script tree requires. */
  signKeyPath(sighash: Uint8Array): Uint8Array;
  /** The untweaked key, for a script path whose leaf checks the internal key (an inscription reveal). */
  readonly scriptSigner: TaprootSigner;
}

export function taprootKeyPair(privateKey: Uint8Array, network: NetworkName): TaprootKeyPair {
  const compressed = curve().pointFromScalar(privateKey, true);
  if (compressed === null) throw new ProtocolError('invalid-private-key', 'Not a valid secp256k1 private key');
  const internalKey = compressed.subarray(1);
  const payment = bitcoin.payments.p2tr({
    pubkey: tweakedOutputKey(internalKey).outputKey,
    network: networkParams(network),
  });
  if (payment.address === undefined || payment.output === undefined) {
    throw new Error('bitcoinjs-lib returned no p2tr address');
  }
  // BIP341: an odd-Y key is negated first, then tweaked by the hash of the key alone (no script tree).
  const even = compressed[0] === 0x02 ? privateKey : curve().privateNegate(privateKey);
  const tweaked = curve().privateAdd(even, bitcoin.crypto.taggedHash('TapTweak', internalKey));
  if (tweaked === null) throw new ProtocolError('invalid-private-key', 'This key cannot be tweaked');
  return {
    internalKey,
    address: payment.address,
    outputScript: payment.output,
    signKeyPath: (sighash) => curve().signSchnorr(sighash, tweaked),
    scriptSigner: { publicKey: internalKey, signSchnorr: (hash) => curve().signSchnorr(hash, privateKey) },
  };
}
