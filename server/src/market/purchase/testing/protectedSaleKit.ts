import {
  bitcoin,
  bytesToHex,
  keySpendOf,
  sellerSighash,
  serializeWitness,
  taprootKeyPair,
  type KeySpend,
  type ProtectedLock,
  type TaprootKeyPair,
} from '@ordmarket/protocol';
import { serverCurve } from '../../../crypto/serverCurve';
import { testPrivateKey } from '../../../chain/devnet/testing/devnetTestKit';

// Test-only: a seller's wallet that can do what a protected listing asks of it (UniSat signs the same way).

/** A taproot wallet of a test key: its key spend, and each way it signs a protected listing's inputs. */
export interface ProtectingWallet {
  readonly keys: TaprootKeyPair;
  readonly spend: KeySpend;
  /** Signs every input whose prevout sits at the wallet's own address (BIP86 key path, SIGHASH_DEFAULT). */
  signOwnInputs(psbt: bitcoin.Psbt): void;
  /** Signs an ordinary listing of an output at the wallet's address: key path, SINGLE|ANYONECANPAY, finalized. */
  signOrdinaryListing(psbt: bitcoin.Psbt): void;
  /** Signs input `index` of a protected sale on the lock's leaf with SIGHASH_SINGLE|ANYONECANPAY, unfinalized. */
  signSale(psbt: bitcoin.Psbt, index: number, lock: ProtectedLock): void;
  /** Signs input `index`, a lock output, by its key path: the key tweaked by the lock's leaf. */
  signReclaim(psbt: bitcoin.Psbt, index: number, lock: ProtectedLock): void;
}

const prevoutsOf = (psbt: bitcoin.Psbt) => {
  const outputs = psbt.data.inputs.map((input) => {
    if (!input.witnessUtxo) throw new Error('every input needs its witnessUtxo');
    return input.witnessUtxo;
  });
  return { scripts: outputs.map((out) => out.script), values: outputs.map((out) => out.value) };
};

const unsignedTransaction = (psbt: bitcoin.Psbt) =>
  bitcoin.Transaction.fromBuffer(psbt.data.globalMap.unsignedTx.toBuffer());

/** The private key that signs for `internalKey` tweaked by `merkleRoot` (BIP341: negated first if its Y is odd). */
function tweakedPrivateKey(privateKey: Uint8Array, merkleRoot?: Uint8Array): Uint8Array {
  const compressed = serverCurve.pointFromScalar(privateKey, true);
  if (!compressed) throw new Error('bad test key');
  const internal = compressed.subarray(1);
  const even = compressed[0] === 0x02 ? privateKey : serverCurve.privateNegate(privateKey);
  const tweak = bitcoin.crypto.taggedHash(
    'TapTweak',
    merkleRoot ? Uint8Array.from([...internal, ...merkleRoot]) : internal,
  );
  const tweaked = serverCurve.privateAdd(even, tweak);
  if (!tweaked) throw new Error('bad tweak');
  return tweaked;
}

export function protectingWallet(seed: number): ProtectingWallet {
  const privateKey = testPrivateKey(seed);
  const keys = taprootKeyPair(privateKey, 'devnet');
  const spend = keySpendOf(keys.address, bytesToHex(keys.internalKey), 'devnet');
  const keyPathSign = (psbt: bitcoin.Psbt, index: number, secret: Uint8Array) => {
    const { scripts, values } = prevoutsOf(psbt);
    const hash = unsignedTransaction(psbt).hashForWitnessV1(
      index,
      scripts,
      values,
      bitcoin.Transaction.SIGHASH_DEFAULT,
    );
    psbt.updateInput(index, { tapKeySig: serverCurve.signSchnorr(hash, secret) });
    psbt.finalizeInput(index);
  };
  return {
    keys,
    spend,
    signOwnInputs: (psbt) => {
      const ownKey = tweakedPrivateKey(privateKey);
      psbt.data.inputs.forEach((input, index) => {
        if (input.witnessUtxo && bytesToHex(input.witnessUtxo.script) === bytesToHex(keys.outputScript)) {
          keyPathSign(psbt, index, ownKey);
        }
      });
    },
    signOrdinaryListing: (psbt) => {
      const { scripts, values } = prevoutsOf(psbt);
      const hash = unsignedTransaction(psbt).hashForWitnessV1(0, scripts, values, sellerSighash);
      const signature = Uint8Array.from([...keys.signKeyPath(hash), sellerSighash]);
      psbt.updateInput(0, { finalScriptWitness: serializeWitness([signature]) });
    },
    signSale: (psbt, index, lock) => {
      const { scripts, values } = prevoutsOf(psbt);
      const hash = unsignedTransaction(psbt).hashForWitnessV1(index, scripts, values, sellerSighash, lock.leafHash);
      const signature = Uint8Array.from([...serverCurve.signSchnorr(hash, privateKey), sellerSighash]);
      psbt.updateInput(index, { tapScriptSig: [{ pubkey: keys.internalKey, leafHash: lock.leafHash, signature }] });
    },
    signReclaim: (psbt, index, lock) => {
      // The key path of a lock is the seller's key tweaked by the leaf: the lock output's own key.
      keyPathSign(psbt, index, tweakedPrivateKey(privateKey, lock.leafHash));
    },
  };
}

/** The market's co-signing key in a test: the untweaked key of a BIP86 child, as the server's would be. */
export const testMarketKey = (seed: number) => taprootKeyPair(testPrivateKey(seed), 'devnet').scriptSigner;
