import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { parseAddress } from '../address/parseAddress';
import { isDust } from '../fees/dust';
import { transactionFeeAtRate } from '../fees/virtualSize';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { inscriptionCommit, type InscriptionCommit } from './commit';
import { xOnlyKey, type InscriptionDraft } from './inscriptionScript';
import { tapleafHash } from './tapleaf';
import { hashFromTxid } from '../txid';

/** A taproot key pair that signs BIP340 Schnorr signatures, as ecpair's key pairs and wallet adapters do. */
export interface TaprootSigner {
  /** Compressed or x-only; the reveal's leaf script checks this key. */
  readonly publicKey: Uint8Array;
  signSchnorr(hash: Uint8Array): Uint8Array;
}

export interface RevealDestination {
  readonly address: string;
  readonly value: bigint;
}

/** Everything that fixes the reveal's size and outputs, known before the commit is funded. */
export interface RevealPlan {
  readonly inscriptions: readonly InscriptionDraft[];
  readonly revealPublicKey: Uint8Array;
  readonly internalPublicKey: Uint8Array;
  /** The reveal's outputs in order; the first sat of the first one is inscribed unless a pointer says otherwise. */
  readonly destinations: readonly RevealDestination[];
  /** Whole sats per vB. */
  readonly feeRate: bigint;
  readonly network: NetworkName;
}

export interface RevealRequest extends RevealPlan {
  /** The commit output being spent; its value must be exactly `revealCommitValue` of this plan. */
  readonly commit: { readonly txid: string; readonly vout: number; readonly value: bigint };
  /** Holds the plan's reveal key; another key's leaf would spend an output the commit never paid. */
  readonly signer: TaprootSigner;
}

const TXID = /^[0-9a-f]{64}$/;
/** Bitcoin Core relays no transaction heavier than this, so a bigger reveal would leave the commit stuck. */
const MAX_STANDARD_WEIGHT = 400_000;
/** BIP340 signatures with the default sighash are always 64 bytes, so an unsigned reveal's size is exact. */
const SIGNATURE_LENGTH = 64;

function unsignedReveal(
  plan: RevealPlan,
  outpoint: { readonly txid: string; readonly vout: number },
  commit: InscriptionCommit,
): { tx: bitcoin.Transaction; commitScript: Uint8Array; tapscript: Uint8Array; controlBlock: Uint8Array } {
  if (!TXID.test(outpoint.txid)) throw new ProtocolError('invalid-txid', `Not a transaction id: ${outpoint.txid}`);
  if (!Number.isSafeInteger(outpoint.vout) || outpoint.vout < 0 || outpoint.vout > 0xffffffff) {
    throw new ProtocolError('invalid-vout', `Not an output index: ${outpoint.vout}`);
  }
  if (plan.destinations.length === 0) {
    throw new ProtocolError('no-reveal-outputs', 'A reveal pays at least one output to receive the inscriptions');
  }
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  tx.addInput(hashFromTxid(outpoint.txid), outpoint.vout);
  for (const { address, value } of plan.destinations) {
    const { outputScript } = parseAddress(address, plan.network);
    if (isDust(outputScript, value)) {
      throw new ProtocolError('dust-output', `${value} sats to ${address} is below the dust limit`);
    }
    tx.addOutput(outputScript, value);
  }
  tx.setWitness(0, [new Uint8Array(SIGNATURE_LENGTH), commit.tapscript, commit.controlBlock]);
  if (tx.weight() > MAX_STANDARD_WEIGHT) {
    throw new ProtocolError(
      'reveal-too-large',
      `The reveal weighs ${tx.weight()} WU, over the ${MAX_STANDARD_WEIGHT} WU relay limit`,
    );
  }
  return { tx, commitScript: commit.outputScript, tapscript: commit.tapscript, controlBlock: commit.controlBlock };
}

function outputsTotal(destinations: readonly RevealDestination[]): bigint {
  return destinations.reduce((sum, { value }) => sum + value, 0n);
}

/**
 * The value the commit output must hold: the reveal's outputs plus its fee at the plan's rate. `commit` is the plan's
 * own `inscriptionCommit`, for a caller that has it already (working it out is most of the cost).
 */
export function revealCommitValue(plan: RevealPlan, commit = inscriptionCommit(plan)): bigint {
  // The outpoint does not change the size; any well-formed one will do.
  const { tx } = unsignedReveal(plan, { txid: '0'.repeat(64), vout: 0 }, commit);
  return outputsTotal(plan.destinations) + transactionFeeAtRate(tx, plan.feeRate);
}

/**
 * The signed reveal: spends the commit output through the inscription leaf to the destinations. The commit
 * must hold exactly what the fee rate requires, so no value is burned as an unplanned fee. `commit` is the plan's own
 * `inscriptionCommit`, for a caller that has it already.
 */
export function buildReveal(request: RevealRequest, commit = inscriptionCommit(request)): bitcoin.Transaction {
  const signerKey = xOnlyKey(request.signer.publicKey);
  if (!xOnlyKey(request.revealPublicKey).every((byte, i) => byte === signerKey[i])) {
    throw new ProtocolError('signer-key-mismatch', 'The signer does not hold the reveal key the commit was built for');
  }
  const { tx, commitScript, tapscript, controlBlock } = unsignedReveal(request, request.commit, commit);
  const required = outputsTotal(request.destinations) + transactionFeeAtRate(tx, request.feeRate);
  if (request.commit.value !== required) {
    throw new ProtocolError(
      'commit-value-mismatch',
      `The commit holds ${request.commit.value} sats; this reveal needs exactly ${required}`,
    );
  }
  const sighash = tx.hashForWitnessV1(
    0,
    [commitScript],
    [request.commit.value],
    bitcoin.Transaction.SIGHASH_DEFAULT,
    tapleafHash(tapscript),
  );
  const signature = request.signer.signSchnorr(sighash);
  if (signature.length !== SIGNATURE_LENGTH || !curve().verifySchnorr(sighash, signerKey, signature)) {
    throw new ProtocolError('invalid-signature', 'The signer did not produce a valid signature for its key');
  }
  tx.setWitness(0, [signature, tapscript, controlBlock]);
  return tx;
}
