import type { Satpoint } from '@ordmarket/protocol';

/** Where an inscription sits, with what the holding output is worth and who can spend it. */
export interface InscriptionLocation extends Satpoint {
  /** Value of the output holding the inscription. */
  readonly value: bigint;
  /** Address of that output; '' for outputs no address pays (OP_RETURN, bare scripts, lost sats). */
  readonly owner: string;
}
