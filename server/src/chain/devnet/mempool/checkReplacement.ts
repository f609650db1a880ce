import { incrementalRelayFeeRate, maxReplacements, virtualSize } from '../chainRules';
import { reject } from '../validation/reject';

interface Candidate {
  readonly txid: string;
  readonly fee: bigint;
  readonly vsize: bigint;
}

interface Replaced {
  readonly txid: string;
  readonly fee: bigint;
  readonly weight: number;
}

/**
 * Full RBF (Bitcoin Core ≥ 28 by default; no BIP125 signal needed): the replacement must pay a higher fee
 * rate than every transaction it evicts, more absolute fee than all of them together, and on top of that
 * enough to relay itself at the incremental relay fee, so a replacement cycle always costs something.
 */
export function checkReplacement(candidate: Candidate, replaced: readonly Replaced[]): void {
  if (replaced.length > maxReplacements) {
    reject(`too many potential replacements, rejecting replacement ${candidate.txid}`);
  }
  for (const old of replaced) {
    const oldVsize = virtualSize(old.weight);
    if (candidate.fee * oldVsize <= old.fee * candidate.vsize) {
      reject(
        `insufficient fee, rejecting replacement ${candidate.txid}; new feerate ${rate(candidate.fee, candidate.vsize)} <= old feerate ${rate(old.fee, oldVsize)}`,
      );
    }
  }
  const replacedFees = replaced.reduce((sum, { fee }) => sum + fee, 0n);
  if (candidate.fee < replacedFees) {
    reject(
      `insufficient fee, rejecting replacement ${candidate.txid}, less fees than conflicting txs; ${candidate.fee} < ${replacedFees}`,
    );
  }
  const additional = candidate.fee - replacedFees;
  const required = candidate.vsize * incrementalRelayFeeRate;
  if (additional < required) {
    reject(
      `insufficient fee, rejecting replacement ${candidate.txid}, not enough additional fees to relay; ${additional} < ${required}`,
    );
  }
}

function rate(fee: bigint, vsize: bigint): string {
  return `${(Number(fee) / Number(vsize)).toFixed(2)} sat/vB`;
}
