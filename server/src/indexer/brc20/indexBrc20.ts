import {
  applyBrc20Block,
  parseBrc20Operation,
  type Brc20Activity,
  type Brc20BlockUndo,
  type Brc20Event,
  type Brc20LedgerState,
  type InscriptionBirth,
  type TrackedBlock,
} from '@ordmarket/protocol';
import { deterministicUuid } from '../deterministicUuid';
import type { ChainBlock } from '../../chain/blocks/blockRun';
import type { RunWrites } from '../runWrites';
import type { InscriptionLocation } from '../inscriptionLocation';

export interface Brc20BlockInput {
  readonly block: ChainBlock;
  readonly tracked: TrackedBlock;
  /** Where each inscription the block created or moved stood at genesis (owner) and stands now. */
  readonly firstOwner: ReadonlyMap<string, string>;
  readonly finalLocation: ReadonlyMap<string, InscriptionLocation>;
  readonly numbers: ReadonlyMap<string, number>;
}

export interface Brc20BlockOutcome {
  readonly state: Brc20LedgerState;
  readonly undo: Brc20BlockUndo;
  readonly activityIds: string[];
  readonly usedTransfers: string[];
  readonly mintCounts: Map<string, number>;
}

function brc20Inscription(birth: InscriptionBirth) {
  return {
    inscriptionId: birth.id,
    contentType: birth.inscription.contentType,
    content: birth.inscription.body ?? new Uint8Array(),
    // ord's pre-jubilee curses: BRC-20 indexers never counted cursed inscriptions, and still do not.
    cursed: birth.curse !== null,
    parentIds: birth.inscription.parents,
  };
}

/** The block's BRC-20 events: new bound inscriptions with a body, and moves of transfers that may be pending. */
function brc20Events(state: Brc20LedgerState, input: Brc20BlockInput): Brc20Event[] {
  const born = new Set<string>();
  const events: Brc20Event[] = [];
  for (const birth of input.tracked.births) {
    const owner = input.firstOwner.get(birth.id) ?? '';
    if (birth.placement === null || birth.inscription.body === null || owner === '') continue;
    born.add(birth.id);
    events.push({ kind: 'inscribe', txIndex: birth.txIndex, inscription: brc20Inscription(birth), owner });
  }
  for (const move of input.tracked.moves) {
    if (!state.pendingTransfers.has(move.id) && !born.has(move.id)) continue;
    const owner = move.toFee ? '' : (input.finalLocation.get(move.id)?.owner ?? '');
    // Spent as fee (or to an output no address holds): the amount goes back to the sender.
    events.push({
      kind: 'transfer',
      txIndex: move.txIndex,
      inscriptionId: move.id,
      to: owner === '' || move.toFee ? null : owner,
    });
  }
  // Stable: within a transaction the reveal's inscriptions come before the moves it makes.
  return events.sort((a, b) => a.txIndex - b.txIndex);
}

function activityRow(record: Brc20Activity, block: ChainBlock, index: number) {
  const base = {
    id: deterministicUuid(`${block.hash}:brc20:${index}`),
    tick: record.tick,
    inscriptionId: record.inscriptionId,
    txid: block.transactions[record.txIndex]?.txid ?? null,
    height: block.height,
    happenedAt: new Date(block.time * 1000),
  };
  switch (record.kind) {
    case 'deploy':
      return { ...base, kind: 'deploy' as const, toAddress: record.address };
    case 'mint':
      return { ...base, kind: 'mint' as const, toAddress: record.address, amount: record.amount };
    // brc20_activity has no inscribe-transfer kind: it is a 'transfer' from the address to nobody yet.
    case 'transfer-inscribe':
      return {
        ...base,
        kind: 'transfer' as const,
        fromAddress: record.address,
        toAddress: null,
        amount: record.amount,
      };
    case 'transfer':
      return {
        ...base,
        kind: 'transfer' as const,
        fromAddress: record.from,
        toAddress: record.to ?? record.from,
        amount: record.amount,
      };
  }
}

/**
 * Runs the block through the BRC-20 ledger and plans what changed into `writes`: the ledger entries it touched,
 * its activity, its transfer inscriptions and the ones it spent.
 */
export function indexBrc20(writes: RunWrites, state: Brc20LedgerState, input: Brc20BlockInput): Brc20BlockOutcome {
  const { block } = input;
  const result = applyBrc20Block(state, { height: block.height, events: brc20Events(state, input) });
  const mintCounts = new Map<string, number>();
  for (const record of result.activity) {
    if (record.kind === 'mint') mintCounts.set(record.tick, (mintCounts.get(record.tick) ?? 0) + 1);
  }
  for (const [tick, count] of mintCounts) writes.mintCounts.set(tick, (writes.mintCounts.get(tick) ?? 0) + count);
  for (const [tick] of result.undo.tokens) writes.ledgerTicks.add(tick);
  for (const [tick, address] of result.undo.holders) {
    writes.ledgerTicks.add(tick);
    writes.ledgerHolders.set(`${tick}/${address}`, [tick, address]);
  }
  const time = new Date(block.time * 1000);

  const rows = result.activity.map((record, index) => activityRow(record, block, index));
  writes.brc20Activity.push(...rows);

  const validTransfers = new Set(
    result.activity.filter((r) => r.kind === 'transfer-inscribe').map((r) => r.inscriptionId),
  );
  const spentTransfers = new Set(result.activity.filter((r) => r.kind === 'transfer').map((r) => r.inscriptionId));
  const born = new Set<string>();
  for (const birth of input.tracked.births) {
    const location = input.finalLocation.get(birth.id);
    if (birth.placement === null || birth.inscription.body === null || location === undefined) continue;
    const parsed = parseBrc20Operation(brc20Inscription(birth));
    // A transfer of an unknown tick is no BRC-20 at all; one beyond the balance is shown, marked invalid.
    if (!parsed.ok || parsed.operation.op !== 'transfer' || !result.state.tokens.has(parsed.operation.tick)) continue;
    born.add(birth.id);
    writes.transfers.set(birth.id, {
      inscriptionId: birth.id,
      inscriptionNumber: input.numbers.get(birth.id) ?? null,
      tick: parsed.operation.tick,
      amount: parsed.operation.amount,
      ownerAddress: location.owner,
      output: `${location.txid}:${location.vout}`,
      outputValue: location.value,
      outputOffset: location.offset,
      valid: validTransfers.has(birth.id),
      used: spentTransfers.has(birth.id),
      inscribedAt: time,
    });
  }
  const usedTransfers = [...spentTransfers].filter((id) => !born.has(id));
  for (const id of usedTransfers) {
    const pending = writes.transfers.get(id);
    if (pending === undefined) writes.usedTransfers.add(id);
    else pending.used = true;
  }
  return { state: result.state, undo: result.undo, activityIds: rows.map((row) => row.id), usedTransfers, mintCounts };
}
