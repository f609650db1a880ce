import { parseAddress } from '../address/parseAddress';
import { bitcoin } from '../bitcoin';
import { equalBytes } from '../bytes';
import { TAPSCRIPT_LEAF_VERSION, tapleafHash } from '../inscriptions/tapleaf';
import { witnessStack } from '../listing/witnessStack';
import { sellerSighash, type InscriptionOutput } from '../listing/listingTerms';
import { listingMessages } from '../listing/listingMessages';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import type { SignatureClaim } from '../signatures/signatureClaim';
import { maximumPriceSats, minimumPriceSats } from '../units/priceBounds';
import { readProtectedLock, type ProtectedLock } from './protectedLock';
import { protectionMessages } from './protectionMessages';

export interface ProtectedListingRequest {
  /** The lock output holding the inscription, as the chain reports it. */
  readonly lockOutput: InscriptionOutput;
  readonly lock: ProtectedLock;
  readonly priceSats: bigint;
  /** Where the buyer's payment goes. */
  readonly sellerReceiveAddress: string;
  readonly network: NetworkName;
}

/**
 * The unsigned sale the seller's wallet signs for a protected listing: the lock output as the only input, spent by
 * its script path, and the price to the seller as the only output, signed SIGHASH_SINGLE|ANYONECANPAY like an
 * ordinary listing. Finalized or not, its witness is only the seller's part: the market's signature over the whole
 * purchase completes it.
 */
export function buildProtectedListingPsbt(request: ProtectedListingRequest): bitcoin.Psbt {
  const { lockOutput, lock, priceSats, network } = request;
  if (priceSats < minimumPriceSats) throw new ProtocolError('price-too-low', listingMessages.priceTooLow);
  if (priceSats > maximumPriceSats) throw new ProtocolError('price-too-high', listingMessages.priceTooHigh);
  if (!equalBytes(lockOutput.script, lock.outputScript)) {
    throw new ProtocolError('not-locked', protectionMessages.notLocked);
  }
  const psbt = new bitcoin.Psbt({ network: networkParams(network) });
  psbt.addInput({
    hash: lockOutput.txid,
    index: lockOutput.vout,
    witnessUtxo: { script: lockOutput.script, value: lockOutput.value },
    sighashType: sellerSighash,
    tapInternalKey: lock.sellerKey,
    tapLeafScript: [{ leafVersion: TAPSCRIPT_LEAF_VERSION, script: lock.leafScript, controlBlock: lock.controlBlock }],
  });
  psbt.addOutput({ script: parseAddress(request.sellerReceiveAddress, network).outputScript, value: priceSats });
  return psbt;
}

type PsbtInput = bitcoin.Psbt['data']['inputs'][number];

/** The seller's part of a protected sale, read from their signed PSBT: what the purchase's witness starts from. */
export interface ProtectedSaleSignature {
  readonly lock: ProtectedLock;
  /** `[seller's signature, leaf script, control block]`: the market's signature goes under it at purchase. */
  readonly witness: Uint8Array[];
  readonly claim: SignatureClaim;
}

/** A protected sale as a wallet left it: the leaf it spends by and the signatures it made of that leaf. */
interface SaleParts {
  readonly leafVersion: number;
  readonly leafScript: Uint8Array;
  readonly controlBlock: Uint8Array;
  readonly signatures: ReadonlyArray<{ pubkey: Uint8Array; leafHash: Uint8Array; signature: Uint8Array }>;
}

/** A finalized script-path witness of one signature: `[signature, leaf script, control block]` (no annex). */
function finalizedSale(input: PsbtInput): SaleParts | undefined {
  const witness = input.finalScriptWitness ? witnessStack(input.finalScriptWitness) : undefined;
  const [signature, leafScript, controlBlock] = witness ?? [];
  if (witness?.length !== 3 || !signature || !leafScript || controlBlock?.length !== 33) return undefined;
  return {
    leafVersion: (controlBlock[0] ?? 0) & 0xfe,
    leafScript,
    controlBlock,
    // The key a leaf's first check names: where the lock's seller key sits (see readProtectedLock).
    signatures: [{ pubkey: leafScript.subarray(1, 33), leafHash: tapleafHash(leafScript), signature }],
  };
}

/**
 * The sale's parts, whether the wallet left it unfinalized (the leaf and its signature in the PSBT's taproot fields)
 * or finalized it itself, which it can: the seller's signature alone runs the leaf's first check.
 */
function saleParts(input: PsbtInput): SaleParts | undefined {
  if (input.finalScriptWitness !== undefined) return finalizedSale(input);
  const [leaf, ...otherLeaves] = input.tapLeafScript ?? [];
  if (!leaf || otherLeaves.length > 0) return undefined;
  return {
    leafVersion: leaf.leafVersion,
    leafScript: leaf.script,
    controlBlock: leaf.controlBlock,
    signatures: input.tapScriptSig ?? [],
  };
}

/** Whether a listing PSBT's input is a protected sale: signed on a script path, finalized or not. */
export function isProtectedSaleInput(input: PsbtInput): boolean {
  return input.finalScriptWitness === undefined
    ? input.tapScriptSig !== undefined || input.tapLeafScript !== undefined
    : finalizedSale(input) !== undefined;
}

/**
 * The seller's signature of a protected sale: the input must spend `spent` (the lock output as the chain reports
 * it) through the lock's one leaf with the market's key, and carry exactly one signature, the seller's, of that leaf
 * with SIGHASH_SINGLE|ANYONECANPAY. Its claim is checked against the chain's script and value, never the PSBT's.
 */
export function protectedSaleSignature(
  tx: bitcoin.Transaction,
  input: PsbtInput,
  spent: InscriptionOutput,
  marketKey: Uint8Array,
): ProtectedSaleSignature {
  const parts = saleParts(input);
  const lock =
    parts?.leafVersion === TAPSCRIPT_LEAF_VERSION
      ? readProtectedLock(parts.leafScript, parts.controlBlock, spent.script, marketKey)
      : undefined;
  if (!parts || !lock) throw new ProtocolError('not-locked', protectionMessages.notLocked);
  const { signatures } = parts;
  if (signatures.length === 0) throw new ProtocolError('psbt-not-signed', protectionMessages.saleNotSigned);
  const [sale] = signatures;
  const shaped =
    signatures.length === 1 &&
    sale !== undefined &&
    equalBytes(sale.pubkey, lock.sellerKey) &&
    equalBytes(sale.leafHash, lock.leafHash) &&
    sale.signature.length === 65 &&
    sale.signature[64] === sellerSighash;
  if (!shaped) throw new ProtocolError('sale-signature-shape', protectionMessages.saleSignatureShape);
  const hash = tx.hashForWitnessV1(0, [spent.script], [spent.value], sellerSighash, lock.leafHash);
  return {
    lock,
    witness: [sale.signature, lock.leafScript, lock.controlBlock],
    claim: { scheme: 'schnorr', hash, key: lock.sellerKey, signature: sale.signature.subarray(0, 64) },
  };
}
