import { parseAddress } from './parseAddress';
import { bitcoin } from '../bitcoin';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { equalBytes, hexToBytes } from '../bytes';

/** The address kinds a wallet key signs for here: what UniSat (taproot, native segwit) and Xverse (nested segwit) use. */
export type SpendKind = 'p2tr' | 'p2wpkh' | 'p2sh-p2wpkh';

/**
 * How a wallet's key spends the coins of its address: the script they sit at, what a PSBT input needs for the wallet
 * to sign it, and the byte sizes of the signed input (at their largest) for fee sizing.
 */
export interface KeySpend {
  readonly kind: SpendKind;
  readonly address: string;
  readonly script: Uint8Array;
  /** Fields every PSBT input spending from this address carries besides its outpoint and witnessUtxo. */
  readonly inputFields: { tapInternalKey?: Uint8Array; redeemScript?: Uint8Array };
  /** The signed input's scriptSig length (a nested segwit input pushes its redeem script there). */
  readonly scriptSigBytes: number;
  /** The signed input's serialized witness length at its largest signature. */
  readonly witnessBytes: number;
}

export const keySpendMessages = {
  unsupported: 'Payments are made from a taproot (bc1p), native segwit (bc1q) or nested segwit (3...) address only.',
  keyMismatch: 'The public key does not belong to your address: reconnect your wallet and try again.',
} as const;

// Witness sizes: a count byte, then each item with its length byte. A Schnorr signature with SIGHASH_DEFAULT is 64
// bytes; a low-S DER signature is at most 71 bytes plus the sighash byte, with a 33-byte compressed key.
const taprootWitnessBytes = 1 + 1 + 64;
const segwitWitnessBytes = 1 + 1 + 72 + 1 + 33;
// A nested segwit input's scriptSig pushes its 22-byte p2wpkh redeem script: one length byte and the script.
const nestedScriptSigBytes = 1 + 22;

function decodeKey(publicKeyHex: string): Uint8Array {
  if (!/^(0[23])?[0-9a-fA-F]{64}$/.test(publicKeyHex)) {
    throw new ProtocolError('key-mismatch', keySpendMessages.keyMismatch);
  }
  return hexToBytes(publicKeyHex);
}

/** The spend of a key, or undefined when bitcoinjs cannot make its script (a point off the curve). */
function spendFor(kind: SpendKind, key: Uint8Array): Omit<KeySpend, 'address'> | undefined {
  try {
    if (kind === 'p2tr') {
      const internal = key.length === 33 ? key.subarray(1) : key;
      const script = bitcoin.payments.p2tr({ internalPubkey: internal }).output;
      return (
        script && {
          kind,
          script,
          inputFields: { tapInternalKey: internal },
          scriptSigBytes: 0,
          witnessBytes: taprootWitnessBytes,
        }
      );
    }
    if (key.length !== 33) return undefined;
    const segwit = bitcoin.payments.p2wpkh({ pubkey: key }).output;
    if (!segwit) return undefined;
    if (kind === 'p2wpkh') {
      return { kind, script: segwit, inputFields: {}, scriptSigBytes: 0, witnessBytes: segwitWitnessBytes };
    }
    const script = bitcoin.payments.p2sh({ redeem: { output: segwit } }).output;
    return (
      script && {
        kind,
        script,
        inputFields: { redeemScript: segwit },
        scriptSigBytes: nestedScriptSigBytes,
        witnessBytes: segwitWitnessBytes,
      }
    );
  } catch {
    return undefined;
  }
}

/**
 * A wallet's key checked against its address. A PSBT made for a key that does not own the address is one the
 * wallet cannot sign, so a mismatch is refused before anything is built or held.
 */
export function keySpendOf(address: string, publicKeyHex: string, network: NetworkName): KeySpend {
  const parsed = parseAddress(address, network);
  const kind: SpendKind | undefined =
    parsed.type === 'p2tr'
      ? 'p2tr'
      : parsed.type === 'p2wpkh'
        ? 'p2wpkh'
        : parsed.type === 'p2sh'
          ? 'p2sh-p2wpkh'
          : undefined;
  if (kind === undefined) throw new ProtocolError('unsupported-address-kind', keySpendMessages.unsupported);
  const spend = spendFor(kind, decodeKey(publicKeyHex));
  if (!spend || !equalBytes(spend.script, parsed.outputScript)) {
    throw new ProtocolError('key-mismatch', keySpendMessages.keyMismatch);
  }
  return { ...spend, address };
}
