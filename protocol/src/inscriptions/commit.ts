import { bitcoin } from '../bitcoin';
import { networkParams, type NetworkName } from '../network';
import { buildInscriptionScript, xOnlyKey, type InscriptionDraft } from './inscriptionScript';

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
  const payment = bitcoin.payments.p2tr({
    internalPubkey: xOnlyKey(request.internalPublicKey),
    scriptTree: { output: tapscript },
    redeem: { output: tapscript },
    network: networkParams(request.network),
  });
  const controlBlock = payment.witness?.at(-1);
  if (payment.address === undefined || payment.output === undefined || controlBlock === undefined) {
    // p2tr always derives these from an internal key and a tree; reaching here means bitcoinjs-lib changed.
    throw new Error('bitcoinjs-lib returned an incomplete taproot payment');
  }
  return { address: payment.address, outputScript: payment.output, tapscript, controlBlock };
}
