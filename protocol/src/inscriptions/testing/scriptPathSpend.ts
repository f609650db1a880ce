import { ECPairFactory } from 'ecpair';
import { bitcoin } from '../../bitcoin';
import { curve } from '../../curve';
import { concatBytes } from '../../bytes';
import { encodePush } from '../instruction';
import { tapleafHash } from '../tapleaf';

const ECPair = ECPairFactory(curve());

/** A random key whose public point has an even Y, so its x-only form tweaks without negation. */
export function evenKey(): ReturnType<typeof ECPair.makeRandom> {
  for (;;) {
    const key = ECPair.makeRandom();
    if (key.publicKey[0] === 0x02) return key;
  }
}

/** Test scripts: numbers are opcodes, byte arrays and strings are pushes (strings as UTF-8). */
export function script(...parts: ReadonlyArray<number | Uint8Array | string>): Uint8Array {
  return concatBytes(
    parts.map((part) => {
      if (typeof part === 'number') return new Uint8Array([part]);
      return encodePush(typeof part === 'string' ? new TextEncoder().encode(part) : part);
    }),
  );
}

/** OP_FALSE OP_IF "ord" <parts> OP_ENDIF. */
export function envelope(...parts: ReadonlyArray<number | Uint8Array | string>): Uint8Array {
  return script(new Uint8Array(), OPS.OP_IF, 'ord', ...parts, OPS.OP_ENDIF);
}

export const OPS = bitcoin.opcodes;

/**
 * A signed transaction whose inputs spend real taproot outputs: through the leaf script given for that input,
 * or through the key path when it is null. `annex` appends a BIP341 annex to every input's witness.
 */
export function scriptPathTransaction(
  tapscripts: ReadonlyArray<Uint8Array | null>,
  options: { annex?: boolean } = {},
): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  const spends = tapscripts.map((tapscript, index) => {
    const key = evenKey();
    const internalPubkey = key.publicKey.subarray(1, 33);
    const payment =
      tapscript === null
        ? bitcoin.payments.p2tr({ internalPubkey })
        : bitcoin.payments.p2tr({
            internalPubkey,
            scriptTree: { output: tapscript },
            redeem: { output: tapscript },
          });
    tx.addInput(bitcoin.crypto.taggedHash('TapLeaf', new Uint8Array([index])), index);
    return { key, tapscript, payment, value: 10_000n };
  });
  tx.addOutput(
    bitcoin.payments.p2tr({ internalPubkey: spends[0]?.payment.internalPubkey }).output ?? new Uint8Array(),
    546n,
  );
  const prevouts = spends.map(({ payment }) => payment.output ?? new Uint8Array());
  const values = spends.map(({ value }) => value);
  const annex = options.annex === true ? [new Uint8Array([0x50, 1, 2])] : [];
  spends.forEach(({ key, tapscript, payment }, index) => {
    if (tapscript === null) {
      const tweaked = key.tweak(bitcoin.crypto.taggedHash('TapTweak', key.publicKey.subarray(1, 33)));
      const hash = tx.hashForWitnessV1(index, prevouts, values, bitcoin.Transaction.SIGHASH_DEFAULT);
      tx.setWitness(index, [tweaked.signSchnorr(hash), ...annex]);
      return;
    }
    const [leafScript, controlBlock] = payment.witness ?? [];
    if (leafScript === undefined || controlBlock === undefined) throw new Error('p2tr gave no script path');
    const leafHash = tapleafHash(leafScript);
    const hash = tx.hashForWitnessV1(index, prevouts, values, bitcoin.Transaction.SIGHASH_DEFAULT, leafHash);
    tx.setWitness(index, [key.signSchnorr(hash), leafScript, controlBlock, ...annex]);
  });
  return tx;
}
