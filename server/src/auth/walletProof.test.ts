import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { testWallet } from './testing/testWallet';
import { canonicalAddress, checkSignInAddress, proveWallet } from './walletProof';

const message = 'Sign in to Ordmarket\n\nNonce: 01';
const unsupported =
  'This wallet type doesn\'t support ordinals. Use an address starting with "bc1p" or "bc1q" before connecting.';

function refusal(run: () => unknown): { errorName: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { errorName: error.errorName, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('proveWallet', () => {
  it.each(['taproot', 'segwit', 'legacySignature'] as const)('accepts a %s signature by the address key', (kind) => {
    const wallet = testWallet(3, kind);
    const proof = { address: wallet.address, signature: wallet.sign(message), publicKey: wallet.publicKey };
    expect(proveWallet({ ...proof, wallet: 'unisat' }, message, 'devnet')).toEqual({
      address: wallet.address,
      publicKey: wallet.publicKey,
      wallet: 'unisat',
    });
  });

  it('refuses a signature by another key, or over another message', () => {
    const wallet = testWallet(3, 'taproot');
    const stranger = testWallet(4, 'taproot');
    const signedByStranger = { address: wallet.address, signature: stranger.sign(message), wallet: 'xverse' as const };
    expect(refusal(() => proveWallet(signedByStranger, message, 'devnet')).errorName).toBe('signatureInvalid');
    const otherMessage = { address: wallet.address, signature: wallet.sign('other'), wallet: 'xverse' as const };
    expect(refusal(() => proveWallet(otherMessage, message, 'devnet')).errorName).toBe('signatureInvalid');
  });

  it("refuses a public key that isn't the address's", () => {
    const wallet = testWallet(3, 'segwit');
    const proof = { address: wallet.address, signature: wallet.sign(message), wallet: 'unisat' as const };
    expect(
      refusal(() => proveWallet({ ...proof, publicKey: testWallet(4, 'segwit').publicKey }, message, 'testnet')),
    ).toEqual({ errorName: 'invalidRequest', message: "The public key doesn't belong to this address." });
  });

  it('takes the devnet wallet on the devnet only', () => {
    const wallet = testWallet(3, 'taproot');
    const proof = { address: wallet.address, signature: wallet.sign(message), wallet: 'devnet' as const };
    expect(proveWallet(proof, message, 'devnet').wallet).toBe('devnet');
    expect(refusal(() => proveWallet(proof, message, 'testnet')).errorName).toBe('invalidRequest');
  });
});

describe('checkSignInAddress', () => {
  it("answers the spec's message for addresses the marketplace doesn't take", () => {
    const mainnet = testWallet(3, 'taproot', 'mainnet').address;
    expect(refusal(() => checkSignInAddress(mainnet, 'devnet'))).toEqual({
      errorName: 'invalidAddress',
      message: unsupported,
    });
    expect(refusal(() => checkSignInAddress('mkHS9ne12qx9pS9VojpwU5xtRd4T7X7ZUt', 'testnet')).message).toBe(
      unsupported,
    );
    expect(checkSignInAddress(mainnet, 'mainnet')).toBe(mainnet);
  });

  it('keeps addresses in lowercase, as bech32 allows', () => {
    const address = testWallet(3, 'segwit').address;
    expect(canonicalAddress(address.toUpperCase())).toBe(address);
    expect(checkSignInAddress(address.toUpperCase(), 'devnet')).toBe(address);
  });
});
