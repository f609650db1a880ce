import { ECPairFactory, type ECPairInterface } from 'ecpair';
import { bitcoin } from '../../bitcoin';
import { curve } from '../../curve';
import type { InscriptionLocation } from '../verifySellerListing';

const ECPair = ECPairFactory(curve());
const network = bitcoin.networks.testnet;

/** A seller with a real key, able to own taproot or native segwit inscription outputs. Test-only. */
export function makeSeller(seed: number): { keyPair: ECPairInterface; xOnly: Uint8Array } {
  const keyPair = ECPair.fromPrivateKey(new Uint8Array(32).fill(seed));
  return { keyPair, xOnly: keyPair.publicKey.subarray(1, 33) };
}

export function taprootOutput(xOnly: Uint8Array): Uint8Array {
  const output = bitcoin.payments.p2tr({ internalPubkey: xOnly, network }).output;
  if (!output) throw new Error('no p2tr output');
  return output;
}

export function segwitOutput(publicKey: Uint8Array): Uint8Array {
  const output = bitcoin.payments.p2wpkh({ pubkey: publicKey, network }).output;
  if (!output) throw new Error('no p2wpkh output');
  return output;
}

export function inscriptionAt(script: Uint8Array, txid = 'ab'.repeat(32), vout = 1): InscriptionLocation {
  return { txid, vout, value: 10_000n, script, offset: 0n };
}

/** The key a taproot key-path signature is made with: the internal key tweaked by its (empty) script tree. */
export function taprootSigner(keyPair: ECPairInterface, xOnly: Uint8Array): ECPairInterface {
  return keyPair.tweak(bitcoin.crypto.taggedHash('TapTweak', xOnly));
}
