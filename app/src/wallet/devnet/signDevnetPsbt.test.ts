import * as ecc from '@bitcoinerlab/secp256k1';
import {
  bitcoin,
  buildListingCancelPsbt,
  buildProtectedListingPsbt,
  bytesToHex,
  keySpendOf,
  protectedLock,
  sellerSighash,
  verifySellerListing,
} from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { devnetKeyFromPrivateKey } from './devnetKey';
import { signDevnetPsbt } from './signDevnetPsbt';

const key = devnetKeyFromPrivateKey(Uint8Array.from({ length: 32 }, (_, index) => index + 1));
const stranger = devnetKeyFromPrivateKey(Uint8Array.from({ length: 32 }, (_, index) => 200 - index));
const marketKey = devnetKeyFromPrivateKey(Uint8Array.from({ length: 32 }, () => 7)).internalKey;
const lock = protectedLock(key.internalKey, marketKey);
const lockOutput = { txid: 'ab'.repeat(32), vout: 0, value: 10_000n, script: lock.outputScript, offset: 0n };

describe("the devnet wallet's signatures of a protected listing's lock", () => {
  it("signs the sale on the lock's leaf with SIGHASH_SINGLE|ANYONECANPAY, as the market's listing check reads it", () => {
    const psbt = buildProtectedListingPsbt({
      lockOutput,
      lock,
      priceSats: 500_000n,
      sellerReceiveAddress: key.address,
      network: 'devnet',
    });
    signDevnetPsbt(psbt, key, {
      autoFinalized: false,
      toSignInputs: [{ index: 0, sighashTypes: [sellerSighash], scriptPath: true }],
    });
    const listing = verifySellerListing(psbt.toBase64(), lockOutput, 'devnet', marketKey);
    expect(listing.priceSats).toBe(500_000n);
    expect(listing.protection && bytesToHex(listing.protection.sellerKey)).toBe(bytesToHex(key.internalKey));
  });

  it("takes the inscription back by the lock's key path: a signature of the lock's own output key", () => {
    const spend = keySpendOf(key.address, bytesToHex(key.internalKey), 'devnet');
    const plan = buildListingCancelPsbt({
      inscription: lockOutput,
      owner: spend,
      payment: spend,
      utxos: [{ txid: 'cd'.repeat(32), vout: 1, value: 50_000n, inscriptions: 'none' }],
      feeRate: 2n,
      network: 'devnet',
      lock,
    });
    signDevnetPsbt(plan.psbt, key);
    const transaction = plan.psbt.extractTransaction();
    const prevouts = plan.psbt.data.inputs.map((input) => input.witnessUtxo ?? { script: new Uint8Array(), value: 0n });
    const hash = transaction.hashForWitnessV1(
      0,
      prevouts.map((out) => out.script),
      prevouts.map((out) => out.value),
      bitcoin.Transaction.SIGHASH_DEFAULT,
    );
    const [signature] = transaction.ins[0]?.witness ?? [];
    expect(signature && ecc.verifySchnorr(hash, lock.outputScript.subarray(2), signature)).toBe(true);
  });

  it("leaves another key's lock alone, by either path", () => {
    const theirs = protectedLock(stranger.internalKey, marketKey);
    const psbt = buildProtectedListingPsbt({
      lockOutput: { ...lockOutput, script: theirs.outputScript },
      lock: theirs,
      priceSats: 500_000n,
      sellerReceiveAddress: key.address,
      network: 'devnet',
    });
    expect(() =>
      signDevnetPsbt(psbt, key, { autoFinalized: false, toSignInputs: [{ index: 0, scriptPath: true }] }),
    ).toThrow("Input 0 does not spend the devnet wallet's output");
    psbt.updateInput(0, { tapMerkleRoot: theirs.leafHash });
    expect(() => signDevnetPsbt(psbt, key)).toThrow('no input of the devnet wallet');
  });
});
