import { bitcoin } from '../bitcoin';
import { concatBytes } from '../bytes';
import { networkParams, type NetworkName } from '../network';
import { buildInscriptionScript, xOnlyKey, type InscriptionDraft } from './inscriptionScript';
import { TAPSCRIPT_LEAF_VERSION, tapleafHash } from './tapleaf';
import { tweakedOutputKey } from './taprootTweak';

export interface CommitRequest {
  readonly inscriptions: readonly InscriptionDraft[];
  /** The key that signs the reveal (x-only or compressed); the leaf script checks its signature. */
  readonly revealPublicKey: Uint8Array;
  /** The taproot internal key (x-only or compressed); its holder can also spend the commit by the key path. */
  readonly internalPublicKey: Uint8Array;
  readonly network: NetworkName;
}

/** The output the commit transaction pays and the reveal spends through its one leaf. */
export interface InscriptionCommit {
  readonly address: string;
  readonly outputScript: Uint8Array;
  /** The leaf script holding the envelopes. */
  readonly tapscript: Uint8Array;
  /** BIP341 control block proving the leaf belongs to the output. */
  readonly controlBlock: Uint8Array;
}

/** The taproot output committing to the inscriptions: a tree with a single leaf, the inscription script. */
export function inscriptionCommit(request: CommitRequest): InscriptionCommit {
  const tapscript = buildInscriptionScript(request.revealPublicKey, request.inscriptions);
  const internalKey = xOnlyKey(request.internalPublicKey);
  // A tree of one leaf: its root is the leaf's hash, and the control block holds no path.
  const { outputKey, parity } = tweakedOutputKey(internalKey, tapleafHash(tapscript));
  const payment = bitcoin.payments.p2tr({ pubkey: outputKey, network: networkParams(request.network) });
  if (payment.address === undefined || payment.output === undefined) {
    // p2tr always derives these from an output key; reaching here means bitcoinjs-lib changed.
    throw new Error('bitcoinjs-lib returned an incomplete taproot payment');
  }
  const controlBlock = concatBytes([Uint8Array.of(TAPSCRIPT_LEAF_VERSION | parity), internalKey]);
  return { address: payment.address, outputScript: payment.output, tapscript, controlBlock };
}
