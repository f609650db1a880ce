import { bitcoin } from '../bitcoin';
import { bip322ToSign, bip322ToSpend } from './bip322';

export interface Bip322Key {
  /** The scriptPubKey of the address that signs. */
  readonly outputScript: Uint8Array;
  /** Signs the virtual input: the tweaked key for taproot, the key itself for p2wpkh. */
  readonly signer: bitcoin.Signer;
  /** The x-only internal key, for a taproot address. */
  readonly tapInternalKey?: Uint8Array;
  /** A sighash other than the default. */
  readonly sighashType?: number;
}

/**
 * A BIP-322 "simple" signature, made the way a wallet makes it: sign the virtual to_sign transaction's one
 * input and answer its witness, base64. verifyMessage (and the server's sign-in) checks exactly this.
 */
export function signBip322Simple(message: string, key: Bip322Key): string {
  const toSign = bip322ToSign(bip322ToSpend(message, key.outputScript));
  const psbt = new bitcoin.Psbt();
  psbt.setVersion(0);
  psbt.setLocktime(0);
  psbt.addInput({
    hash: toSign.ins[0]?.hash ?? new Uint8Array(32),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.outputScript, value: 0n },
    ...(key.tapInternalKey === undefined ? {} : { tapInternalKey: key.tapInternalKey }),
    ...(key.sighashType === undefined ? {} : { sighashType: key.sighashType }),
  });
  psbt.addOutput({ script: bitcoin.script.compile([bitcoin.opcodes.OP_RETURN]), value: 0n });
  psbt.signInput(0, key.signer, key.sighashType === undefined ? undefined : [key.sighashType]);
  psbt.finalizeInput(0);
  const witness = psbt.data.inputs[0]?.finalScriptWitness;
  if (!witness) throw new Error('The BIP-322 signature was not finalized');
  return btoa(String.fromCharCode(...witness));
}
