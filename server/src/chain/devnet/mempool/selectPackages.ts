export interface MempoolEntry {
  readonly txid: string;
  readonly fee: bigint;
  readonly weight: number;
  /** Parents still in the mempool. */
  readonly parents: readonly string[];
}

export interface SelectedEntry {
  readonly entry: MempoolEntry;
  /** The fee rate of the package (the entry with its unconfirmed ancestors) it was chosen with, sat/vB. */
  readonly packageFeeRate: number;
}

/**
 * Bitcoin Core's ancestor-score block assembly, simplified: repeatedly take the entry whose package (itself
 * plus its not yet taken ancestors) pays the best fee rate, adding the ancestors first, so a child paying for
 * its parent (CPFP) lifts both and a child never precedes its parent. A package that does not fit is set
 * aside. `taken` are entries already placed (in earlier projected blocks).
 */
export function selectPackages(
  entries: readonly MempoolEntry[],
  maxWeight: number,
  taken = new Set<string>(),
): SelectedEntry[] {
  const byTxid = new Map(entries.map((entry) => [entry.txid, entry]));
  const skipped = new Set<string>();
  const selected: SelectedEntry[] = [];
  let weight = 0;
  for (;;) {
    let best: { members: MempoolEntry[]; fee: bigint; weight: number } | undefined;
    for (const entry of entries) {
      if (taken.has(entry.txid) || skipped.has(entry.txid)) continue;
      const members = packageOf(entry, byTxid, taken);
      const fee = members.reduce((sum, member) => sum + member.fee, 0n);
      const packageWeight = members.reduce((sum, member) => sum + member.weight, 0);
      if (best === undefined || fee * BigInt(best.weight) > best.fee * BigInt(packageWeight)) {
        best = { members, fee, weight: packageWeight };
      }
    }
    if (best === undefined) return selected;
    const last = best.members.at(-1);
    if (last === undefined) return selected;
    if (weight + best.weight > maxWeight) {
      skipped.add(last.txid);
      continue;
    }
    const packageFeeRate = (Number(best.fee) * 4) / best.weight;
    for (const member of best.members) {
      taken.add(member.txid);
      selected.push({ entry: member, packageFeeRate });
    }
    weight += best.weight;
  }
}

/** The entry's untaken ancestors, parents before children, ending with the entry itself. */
function packageOf(entry: MempoolEntry, byTxid: Map<string, MempoolEntry>, taken: Set<string>): MempoolEntry[] {
  const ordered: MempoolEntry[] = [];
  const seen = new Set<string>();
  const visit = (current: MempoolEntry): void => {
    if (seen.has(current.txid) || taken.has(current.txid)) return;
    seen.add(current.txid);
    for (const parent of current.parents) {
      const parentEntry = byTxid.get(parent);
      if (parentEntry !== undefined) visit(parentEntry);
    }
    ordered.push(current);
  };
  visit(entry);
  return ordered;
}
