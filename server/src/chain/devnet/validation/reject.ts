import { ChainRejection } from '../../ChainSource';

/** Refuses a transaction with Bitcoin Core's reject reason (and its debug detail, if any). */
export function reject(reason: string): never {
  throw new ChainRejection(reason);
}

/** A script failure under a consensus flag: no block could ever include this spend. */
export function consensusScriptFailure(message: string): never {
  throw new ChainRejection(`mandatory-script-verify-flag-failed (${message})`);
}

/** A spend the devnet does not relay (policy, or beyond its interpreter), though a block might hold it. */
export function policyScriptFailure(message: string): never {
  throw new ChainRejection(`non-mandatory-script-verify-flag (${message})`);
}
