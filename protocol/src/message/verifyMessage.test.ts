import { ECPairFactory } from 'ecpair';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { bip322MessageHash } from './bip322';
import { legacyMessageHash } from './legacyMessage';
import { signBip322Simple } from './signBip322Simple';
import { verifyMessage } from './verifyMessage';
import { bytesToHex } from '../bytes';

const ECPair = ECPairFactory(curve());
const network = bitcoin.networks.testnet;
const keyPair = ECPair.fromPrivateKey(new Uint8Array(32).fill(21));
const xOnly = keyPair.publicKey.subarray(1, 33);
const taproot = bitcoin.payments.p2tr({ internalPubkey: xOnly, network });
const segwit = bitcoin.payments.p2wpkh({ pubkey: keyPair.publicKey, network });
const legacy = bitcoin.payments.p2pkh({ pubkey: keyPair.publicKey, network });
const challenge = 'Sign in to Ordmarket\nNonce: 7f3a9c0e';

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

/** A BIP-322 simple signature from this file's key, as a taproot or a native segwit wallet makes it. */
function bip322Sign(message: string, kind: 'taproot' | 'segwit', sighash?: number): string {
  const script = kind === 'taproot' ? taproot.output : segwit.output;
  if (!script) throw new Error('no script');
  const signer = kind === 'taproot' ? keyPair.tweak(bitcoin.crypto.taggedHash('TapTweak', xOnly)) : keyPair;
  return signBip322Simple(message, {
    outputScript: script,
    signer,
    ...(kind === 'taproot' ? { tapInternalKey: xOnly } : {}),
    ...(sighash === undefined ? {} : { sighashType: sighash }),
  });
}

function legacySign(message: string): string {
  const { signature, recoveryId } = curve().signRecoverable(
    legacyMessageHash(message),
    keyPair.privateKey ?? new Uint8Array(),
  );
  return toBase64(Uint8Array.of(31 + recoveryId, ...signature));
}

describe('BIP-322 message hash', () => {
  it("matches the BIP's published hashes", () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1');
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    );
  });
});

describe('verifyMessage', () => {
  const taprootAddress = taproot.address ?? '';
  const segwitAddress = segwit.address ?? '';

  it('accepts BIP-322 simple signatures from taproot and native segwit keys', () => {
    expect(verifyMessage(taprootAddress, challenge, bip322Sign(challenge, 'taproot'), 'testnet')).toBe(true);
    expect(verifyMessage(segwitAddress, challenge, bip322Sign(challenge, 'segwit'), 'testnet')).toBe(true);
    expect(verifyMessage(taprootAddress, challenge, bip322Sign(challenge, 'taproot', 0x01), 'devnet')).toBe(true);
  });

  it('refuses a signature over another message or for another address', () => {
    const signature = bip322Sign(challenge, 'taproot');
    expect(verifyMessage(taprootAddress, `${challenge}!`, signature, 'testnet')).toBe(false);
    const stranger = bitcoin.payments.p2tr({ internalPubkey: ECPair.makeRandom().publicKey.subarray(1, 33), network });
    expect(verifyMessage(stranger.address ?? '', challenge, signature, 'testnet')).toBe(false);
    expect(verifyMessage(segwitAddress, challenge, signature, 'testnet')).toBe(false);
  });

  it('refuses sighash types other than ALL or DEFAULT', () => {
    expect(verifyMessage(taprootAddress, challenge, bip322Sign(challenge, 'taproot', 0x83), 'testnet')).toBe(false);
    expect(verifyMessage(segwitAddress, challenge, bip322Sign(challenge, 'segwit', 0x02), 'testnet')).toBe(false);
  });

  it('accepts a legacy compact ECDSA signature for the addresses its key owns', () => {
    const signature = legacySign(challenge);
    expect(verifyMessage(legacy.address ?? '', challenge, signature, 'testnet')).toBe(true);
    expect(verifyMessage(segwitAddress, challenge, signature, 'testnet')).toBe(true);
    expect(verifyMessage(segwitAddress, 'another challenge', signature, 'testnet')).toBe(false);
    expect(verifyMessage(taprootAddress, challenge, signature, 'testnet')).toBe(false);
  });

  it('refuses an address of another network', () => {
    expect(verifyMessage(taprootAddress, challenge, bip322Sign(challenge, 'taproot'), 'mainnet')).toBe(false);
  });

  it('answers anything malformed with false, never an exception', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (message, signature) => {
        expect(verifyMessage(taprootAddress, message, signature, 'testnet')).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 140 }), (bytes) => {
        expect(verifyMessage(segwitAddress, challenge, toBase64(bytes), 'testnet')).toBe(false);
      }),
    );
  });
});
