import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { bytesToHex, concatBytes } from '../bytes';
import { tapleafHash } from '../inscriptions/tapleaf';
import { makeSeller } from '../listing/testing/listingFixtures';
import {
  lockScript,
  protectedLock,
  protectedLockAddress,
  readProtectedLock,
  type ProtectedLock,
} from './protectedLock';
import { code, market } from './testing/protectionFixtures';

/** Seeds of sellers whose lock's output key has an even (0) and an odd (1) Y: both control blocks get tested. */
const seedsByParity = (): Record<0 | 1, number> => {
  const found: Partial<Record<0 | 1, number>> = {};
  for (let seed = 1; found[0] === undefined || found[1] === undefined; seed += 1) {
    const lock = protectedLock(makeSeller(seed).keyPair.publicKey, market.keyPair.publicKey);
    found[(lock.controlBlock[0] ?? 0) & 1 ? 1 : 0] ??= seed;
  }
  return { 0: found[0], 1: found[1] };
};
const parities = seedsByParity();
const seller = makeSeller(parities[0]);
const lock = protectedLock(seller.keyPair.publicKey, market.keyPair.publicKey);

/** bitcoinjs's own p2tr of the seller's key with the one leaf: an independent build of the lock. */
function bitcoinjsLock(sellerXOnly: Uint8Array, leaf: Uint8Array, network = bitcoin.networks.testnet) {
  const payment = bitcoin.payments.p2tr({
    internalPubkey: sellerXOnly,
    scriptTree: { output: leaf },
    redeem: { output: leaf },
    network,
  });
  const [witnessLeaf, controlBlock] = payment.witness ?? [];
  if (!payment.output || !payment.address || !witnessLeaf || !controlBlock) throw new Error('no p2tr script path');
  return { output: payment.output, address: payment.address, leaf: witnessLeaf, controlBlock };
}

const read = (leaf: Uint8Array, controlBlock: Uint8Array, output: Uint8Array, marketKey = market.xOnly) =>
  readProtectedLock(leaf, controlBlock, output, marketKey);
const withByte = (bytes: Uint8Array, at: number, value: number): Uint8Array =>
  bytes.map((byte, index) => (index === at ? value : byte));

describe('lockScript and protectedLock', () => {
  it('is <seller> OP_CHECKSIGVERIFY <market> OP_CHECKSIG, byte for byte', () => {
    const expected = concatBytes([
      Uint8Array.of(0x20),
      seller.xOnly,
      Uint8Array.of(0xad, 0x20),
      market.xOnly,
      Uint8Array.of(0xac),
    ]);
    expect(bytesToHex(lockScript(seller.xOnly, market.xOnly))).toBe(bytesToHex(expected));
    expect(bytesToHex(lock.leafScript)).toBe(bytesToHex(expected));
    expect(lock.leafScript).toHaveLength(68);
    expect(bytesToHex(lock.leafHash)).toBe(bytesToHex(tapleafHash(expected)));
    expect(bytesToHex(lock.sellerKey)).toBe(bytesToHex(seller.xOnly));
    expect(bytesToHex(lock.marketKey)).toBe(bytesToHex(market.xOnly));
  });

  it.each([0, 1] as const)('agrees with bitcoinjs p2tr on the output and control block (parity %i)', (parity) => {
    const owner = makeSeller(parities[parity]);
    const built = protectedLock(owner.keyPair.publicKey, market.keyPair.publicKey);
    const reference = bitcoinjsLock(owner.xOnly, built.leafScript);
    expect(bytesToHex(built.outputScript)).toBe(bytesToHex(reference.output));
    expect(bytesToHex(built.controlBlock)).toBe(bytesToHex(reference.controlBlock));
    expect(bytesToHex(reference.leaf)).toBe(bytesToHex(built.leafScript));
    expect(built.controlBlock[0]).toBe(0xc0 | parity);
    expect(bytesToHex(built.controlBlock.subarray(1))).toBe(bytesToHex(owner.xOnly));
  });

  it('gives the same lock for a compressed or an x-only key, of either Y parity', () => {
    for (const seed of [parities[0], parities[1], 11, 12, 13]) {
      const owner = makeSeller(seed);
      const fromCompressed = protectedLock(owner.keyPair.publicKey, market.keyPair.publicKey);
      const fromXOnly = protectedLock(owner.xOnly, market.xOnly);
      expect(bytesToHex(fromXOnly.outputScript)).toBe(bytesToHex(fromCompressed.outputScript));
      expect(bytesToHex(fromXOnly.controlBlock)).toBe(bytesToHex(fromCompressed.controlBlock));
      expect(bytesToHex(fromXOnly.leafScript)).toBe(bytesToHex(fromCompressed.leafScript));
    }
  });

  it("refuses the market's key as the seller's, in either form", () => {
    expect(code(() => protectedLock(market.keyPair.publicKey, market.xOnly))).toBe('lock-keys-equal');
    expect(code(() => protectedLock(market.xOnly, market.keyPair.publicKey))).toBe('lock-keys-equal');
    expect(code(() => protectedLock(seller.xOnly, market.xOnly))).toBe('accepted');
  });

  it('refuses a key that is not a taproot point, as seller or market', () => {
    const offCurve = new Uint8Array(32).fill(0xff);
    expect(code(() => protectedLock(offCurve, market.xOnly))).toBe('invalid-public-key');
    expect(code(() => protectedLock(seller.xOnly, offCurve))).toBe('invalid-public-key');
    expect(code(() => protectedLock(seller.xOnly.subarray(0, 31), market.xOnly))).toBe('invalid-public-key');
    expect(code(() => protectedLock(new Uint8Array(20).fill(2), market.xOnly))).toBe('invalid-public-key');
  });

  it('has a tb1p address on devnet and testnet and a bc1p address on mainnet, the bitcoinjs ones', () => {
    const onTestnet = protectedLockAddress(lock, 'testnet');
    expect(onTestnet).toMatch(/^tb1p/);
    expect(protectedLockAddress(lock, 'devnet')).toBe(onTestnet);
    expect(onTestnet).toBe(bitcoinjsLock(seller.xOnly, lock.leafScript).address);
    const onMainnet = protectedLockAddress(lock, 'mainnet');
    expect(onMainnet).toMatch(/^bc1p/);
    expect(onMainnet).toBe(bitcoinjsLock(seller.xOnly, lock.leafScript, bitcoin.networks.bitcoin).address);
  });
});

describe('readProtectedLock', () => {
  const expectLock = (found: ProtectedLock | undefined) => {
    expect(found).toBeDefined();
    expect(bytesToHex(found?.outputScript ?? new Uint8Array())).toBe(bytesToHex(lock.outputScript));
    expect(bytesToHex(found?.sellerKey ?? new Uint8Array())).toBe(bytesToHex(seller.xOnly));
  };

  it.each([0, 1] as const)('reads the real lock back (parity %i)', (parity) => {
    const owner = makeSeller(parities[parity]);
    const reference = bitcoinjsLock(owner.xOnly, lockScript(owner.xOnly, market.xOnly));
    const found = read(reference.leaf, reference.controlBlock, reference.output);
    expect(bytesToHex(found?.controlBlock ?? new Uint8Array())).toBe(bytesToHex(reference.controlBlock));
    expectLock(read(lock.leafScript, lock.controlBlock, lock.outputScript));
  });

  it("answers undefined for another market's key", () => {
    const other = makeSeller(91);
    expect(read(lock.leafScript, lock.controlBlock, lock.outputScript, other.xOnly)).toBeUndefined();
    // The seller's own key as the market's is the equal-keys refusal, answered as no lock.
    expect(read(lock.leafScript, lock.controlBlock, lock.outputScript, seller.xOnly)).toBeUndefined();
  });

  it('answers undefined for a control block with another internal key or the other parity', () => {
    const other = makeSeller(92);
    const otherInternal = concatBytes([lock.controlBlock.subarray(0, 1), other.xOnly]);
    expect(read(lock.leafScript, otherInternal, lock.outputScript)).toBeUndefined();
    const flipped = withByte(lock.controlBlock, 0, (lock.controlBlock[0] ?? 0) ^ 1);
    expect(read(lock.leafScript, flipped, lock.outputScript)).toBeUndefined();
    const otherVersion = withByte(lock.controlBlock, 0, ((lock.controlBlock[0] ?? 0) & 1) | 0xc2);
    expect(read(lock.leafScript, otherVersion, lock.outputScript)).toBeUndefined();
    const withPath = concatBytes([lock.controlBlock, new Uint8Array(32).fill(7)]);
    expect(read(lock.leafScript, withPath, lock.outputScript)).toBeUndefined();
  });

  it('answers undefined for another output script', () => {
    const other = protectedLock(makeSeller(93).keyPair.publicKey, market.xOnly);
    expect(read(lock.leafScript, lock.controlBlock, other.outputScript)).toBeUndefined();
    const keyPathOnly = bitcoin.payments.p2tr({ internalPubkey: seller.xOnly }).output ?? new Uint8Array();
    expect(read(lock.leafScript, lock.controlBlock, keyPathOnly)).toBeUndefined();
  });

  it('answers undefined for a leaf of another length or with other opcodes', () => {
    const longer = concatBytes([lock.leafScript, Uint8Array.of(0x51)]);
    expect(read(longer, lock.controlBlock, lock.outputScript)).toBeUndefined();
    expect(read(lock.leafScript.subarray(0, 67), lock.controlBlock, lock.outputScript)).toBeUndefined();
    const verifyLast = withByte(withByte(lock.leafScript, 33, 0xac), 67, 0xad);
    expect(verifyLast).toHaveLength(68);
    expect(read(verifyLast, lock.controlBlock, lock.outputScript)).toBeUndefined();
    const otherPush = withByte(lock.leafScript, 0, 0x21);
    expect(read(otherPush, lock.controlBlock, lock.outputScript)).toBeUndefined();
    // Even a leaf that is another real lock's, with that lock's own control block and output, names another market.
    const swapped = lockScript(market.xOnly, seller.xOnly);
    const reference = bitcoinjsLock(market.xOnly, swapped);
    expect(read(swapped, reference.controlBlock, reference.output)).toBeUndefined();
  });
});
