import { createHash } from 'node:crypto';
import * as pureJsCurve from '@bitcoinerlab/secp256k1';
import {
  bitcoin,
  bytesToHex,
  chooseCurve,
  type Curve,
  hexToBytes,
  type InscriptionLocation,
  ProtocolError,
  verifySellerListing,
} from '@ordmarket/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { testSeller } from '../market/nft/testing/marketTestKit';
import { taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import { serverCurve } from './serverCurve';
import { signedListing } from './testing/signedListing';

// The browser verifies with the pure-JS curve and the server with libsecp256k1: a listing the app accepts and the
// server refuses (or the reverse) would be a market that disagrees with itself.
const curves: readonly Curve[] = [pureJsCurve, serverCurve];
/** What each curve answers to the same question, browser's first: equal answers are the point. */
const answers = <T>(ask: (curve: Curve) => T): T[] => curves.map(ask);

const digest = (text: string) => Uint8Array.from(createHash('sha256').update(text).digest());
const flipped = (bytes: Uint8Array, at: number): Uint8Array =>
  bytes.map((byte, index) => (index === at ? byte ^ 1 : byte));
const keys = ['first', 'second', 'third'].map((name) => ({ name, secret: digest(`key ${name}`) }));
const listingHash = digest('a listing');
const otherHash = digest('another listing');
const strangerKey = pureJsCurve.xOnlyPointFromScalar(digest('a stranger'));
const auxiliary = digest('auxiliary randomness');
const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The same ECDSA signature with s replaced by n - s: valid, but not in the low-S form policy requires. */
function highS(signature: Uint8Array): Uint8Array {
  const s = BigInt(`0x${bytesToHex(signature.subarray(32))}`);
  return Uint8Array.from([
    ...signature.subarray(0, 32),
    ...hexToBytes((curveOrder - s).toString(16).padStart(64, '0')),
  ]);
}

/** The listing with one bit of its seller's signature changed. */
function tampered(psbtText: string): string {
  const psbt = bitcoin.Psbt.fromBase64(psbtText);
  const [input] = psbt.data.inputs;
  if (!input?.finalScriptWitness) throw new Error('the listing is not finalized');
  // Byte 10 of the serialized witness lies inside the signature for both a taproot and a segwit seller.
  input.finalScriptWitness = flipped(input.finalScriptWitness, 10);
  return psbt.toBase64();
}

/** The price a listing is read at, or the code it is refused with. */
function verdict(psbt: string, inscription: InscriptionLocation): string {
  try {
    return `price ${verifySellerListing(psbt, inscription, 'devnet').priceSats}`;
  } catch (error) {
    const refusal: ProtocolError | undefined = error instanceof ProtocolError ? error : undefined;
    if (!refusal) throw error;
    return refusal.code;
  }
}

describe('the browser and server curves', () => {
  afterAll(() => chooseCurve(serverCurve));

  it.each(keys)('make and judge the same Schnorr signatures ($name key)', ({ secret }) => {
    const publicKey = pureJsCurve.xOnlyPointFromScalar(secret);
    const signature = pureJsCurve.signSchnorr(listingHash, secret, auxiliary);
    expect(answers((curve) => curve.signSchnorr(listingHash, secret, auxiliary))).toEqual([signature, signature]);
    expect(answers((curve) => curve.verifySchnorr(listingHash, publicKey, signature))).toEqual([true, true]);
    expect(answers((curve) => curve.verifySchnorr(otherHash, publicKey, signature))).toEqual([false, false]);
    expect(answers((curve) => curve.verifySchnorr(listingHash, strangerKey, signature))).toEqual([false, false]);
    for (const at of [0, 31, 32, 63]) {
      const broken = flipped(signature, at);
      expect(answers((curve) => curve.verifySchnorr(listingHash, publicKey, broken))).toEqual([false, false]);
    }
  });

  it.each(keys)('make and judge the same ECDSA signatures ($name key)', ({ secret }) => {
    const publicKey = pureJsCurve.pointFromScalar(secret, true);
    if (!publicKey) throw new Error('not a private key');
    const signature = pureJsCurve.sign(listingHash, secret);
    expect(answers((curve) => curve.sign(listingHash, secret))).toEqual([signature, signature]);
    expect(answers((curve) => curve.verify(listingHash, publicKey, signature, true))).toEqual([true, true]);
    expect(answers((curve) => curve.verify(otherHash, publicKey, signature, true))).toEqual([false, false]);
    expect(answers((curve) => curve.verify(listingHash, publicKey, flipped(signature, 40), true))).toEqual([
      false,
      false,
    ]);
    // Only the strict check (low S, as relay policy) answers alike: unasked, the pure-JS curve refuses a high S
    // and libsecp256k1 takes it. Protocol verifies strictly.
    expect(answers((curve) => curve.verify(listingHash, publicKey, highS(signature), true))).toEqual([false, false]);
  });

  it.each([
    ['taproot', taprootBuyer(21)],
    ['native segwit', testSeller(22)],
  ])('read a %s seller listing alike through protocol, and refuse it alike once tampered', (_, seller) => {
    const { psbt, inscription } = signedListing(seller, '21'.repeat(32));
    const verdicts = (text: string) =>
      answers((curve) => {
        chooseCurve(curve);
        return verdict(text, inscription);
      });
    expect(verdicts(psbt)).toEqual(['price 50000', 'price 50000']);
    const [refused, ...rest] = verdicts(tampered(psbt));
    expect(refused).toMatch(/signature/);
    expect(rest).toEqual([refused]);
  });

  it('refuse alike a segwit listing signed with a high S', () => {
    const seller = testSeller(23);
    const highSigner: bitcoin.Signer = { publicKey: seller.publicKey, sign: (hash) => highS(seller.signer.sign(hash)) };
    const { psbt, inscription } = signedListing({ ...seller, signer: highSigner }, '23'.repeat(32));
    const [refused, ...rest] = answers((curve) => {
      chooseCurve(curve);
      return verdict(psbt, inscription);
    });
    expect(refused).toMatch(/signature/);
    expect(rest).toEqual([refused]);
  });
});
