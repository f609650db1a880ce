import {
  balanceKeyParts,
  ordTransferBlock,
  readTransferInscription,
  type NetworkName,
  type OpiEvent,
  type OpiLedger,
  type TrackedBlock,
} from '@ordmarket/protocol';
import { deterministicUuid } from '../deterministicUuid';
import type { ChainBlock } from '../../chain/blocks/blockRun';
import type { RunWrites } from '../runWrites';
import type { InscriptionLocation } from '../inscriptionLocation';
import { serializeBrc20Undo, type SerializedBrc20Undo } from './brc20UndoJson';
import { opiEventJson } from './opiEventJson';
import { holder } from './holder';

export interface Brc20BlockInput {
  readonly block: ChainBlock;
  readonly tracked: TrackedBlock;
  /** Where each inscription the block created or moved stands after it. */
  readonly finalLocation: ReadonlyMap<string, InscriptionLocation>;
  readonly numbers: ReadonlyMap<string, number>;
  readonly network: NetworkName;
}

/** What the block's undo keeps of its BRC-20 part; null below the first inscription block, which the ledger skips. */
export interface Brc20BlockOutcome {
  readonly undo: SerializedBrc20Undo | null;
  readonly activityIds: string[];
  readonly usedTransfers: string[];
  readonly mintCounts: Map<string, number>;
}

function activityRow(event: OpiEvent, block: ChainBlock, index: number, network: NetworkName) {
  const base = {
    id: deterministicUuid(`${block.hash}:brc20:${index}`),
    inscriptionId: event.inscriptionId,
    txid: event.inscriptionId.slice(0, 64),
    height: block.height,
    happenedAt: new Date(block.time * 1000),
  };
  switch (event.type) {
    case 'deploy-inscribe':
      return [
        {
          ...base,
          tick: event.tick,
          originalTick: event.originalTick,
          kind: 'deploy' as const,
          toAddress: holder(event.deployerPkscript, network),
          toPkscript: event.deployerPkscript,
        },
      ];
    case 'mint-inscribe':
      return [
        {
          ...base,
          tick: event.tick,
          originalTick: event.originalTick,
          kind: 'mint' as const,
          toAddress: holder(event.mintedPkscript, network),
          toPkscript: event.mintedPkscript,
          amount: event.amount,
          parentId: event.parentId === '' ? null : event.parentId,
        },
      ];
    // brc20_activity has no inscribe-transfer kind: it is a 'transfer' from the script to nobody yet.
    case 'transfer-inscribe':
      return [
        {
          ...base,
          tick: event.tick,
          originalTick: event.originalTick,
          kind: 'transfer' as const,
          fromAddress: holder(event.sourcePkscript, network),
          fromPkscript: event.sourcePkscript,
          toAddress: null,
          amount: event.amount,
        },
      ];
    case 'transfer-transfer': {
      // Spent as fee, the amount went back to the sender.
      const to = event.spentPkscript ?? event.sourcePkscript;
      return [
        {
          ...base,
          tick: event.tick,
          originalTick: event.originalTick,
          kind: 'transfer' as const,
          // The move's own transaction, not the inscription's reveal.
          txid: null,
          fromAddress: holder(event.sourcePkscript, network),
          fromPkscript: event.sourcePkscript,
          toAddress: holder(to, network),
          toPkscript: to,
          amount: event.amount,
        },
      ];
    }
    case 'predeploy-inscribe':
      return [];
  }
}

/**
 * Runs the block through the BRC-20 ledger under OPI's rules (written in place) and plans what changed into
 * `writes`: the ledger entries it touched, its activity and event hashes, its transfer inscriptions and the ones
 * it spent.
 */
export function indexBrc20(writes: RunWrites, ledger: OpiLedger, input: Brc20BlockInput): Brc20BlockOutcome {
  const { block, network } = input;
  const mintCounts = new Map<string, number>();
  if (block.height < ledger.params.firstInscriptionHeight) {
    return { undo: null, activityIds: [], usedTransfers: [], mintCounts };
  }
  const transfers = ordTransferBlock(block.height, input.tracked);
  const result = ledger.applyBlock(transfers);
  const time = new Date(block.time * 1000);
  writes.eventHashes.push({
    height: block.height,
    blockEventHash: result.blockEventHash,
    cumulativeEventHash: result.cumulativeEventHash,
    eventCount: result.events.length,
  });
  for (const [tick] of result.undo.tickers) writes.ledgerTicks.add(tick);
  for (const [key] of result.undo.balances) {
    const [tick, pkscript] = balanceKeyParts(key);
    writes.ledgerTicks.add(tick);
    writes.ledgerBalances.set(key, [tick, pkscript]);
  }
  for (const [id] of result.undo.predeploys) writes.ledgerPredeploys.add(id);

  // A transfer's event is its first move in the block: the transaction that spent it.
  const moveTxids = new Map<string, string>();
  for (const move of input.tracked.moves) {
    const txid = block.transactions[move.txIndex]?.txid;
    if (txid !== undefined && !moveTxids.has(move.id)) moveTxids.set(move.id, txid);
  }
  const rows = result.events.flatMap((event, index) =>
    activityRow(event, block, index, network).map((row) =>
      row.txid === null ? { ...row, txid: moveTxids.get(event.inscriptionId) ?? null } : row,
    ),
  );
  writes.brc20Activity.push(...rows);
  writes.opiEvents.push(
    ...result.events.map((event, position) => ({
      height: block.height,
      position,
      eventType: event.type,
      inscriptionId: event.inscriptionId,
      event: opiEventJson(event, network, moveTxids.get(event.inscriptionId) ?? event.inscriptionId.slice(0, 64)),
    })),
  );

  const validTransfers = new Set<string>();
  const spentTransfers = new Set<string>();
  for (const event of result.events) {
    if (event.type === 'mint-inscribe') mintCounts.set(event.tick, (mintCounts.get(event.tick) ?? 0) + 1);
    if (event.type === 'deploy-inscribe') {
      writes.deploys.set(event.tick, { deployer: holder(event.deployerPkscript, network), deployedAt: time });
    }
    if (event.type === 'transfer-inscribe') validTransfers.add(event.inscriptionId);
    if (event.type === 'transfer-transfer') spentTransfers.add(event.inscriptionId);
  }
  for (const [tick, count] of mintCounts) writes.mintCounts.set(tick, (writes.mintCounts.get(tick) ?? 0) + count);

  const born = new Set<string>();
  for (const transfer of transfers.transfers) {
    if (transfer.kind !== 'birth') continue;
    const location = input.finalLocation.get(transfer.inscriptionId);
    const stated = readTransferInscription(transfer, ledger);
    // A transfer of an unknown tick is no BRC-20 at all; one beyond the balance is shown, marked invalid.
    if (location === undefined || stated === undefined) continue;
    born.add(transfer.inscriptionId);
    writes.transfers.set(transfer.inscriptionId, {
      inscriptionId: transfer.inscriptionId,
      inscriptionNumber: input.numbers.get(transfer.inscriptionId) ?? null,
      tick: stated.tick,
      originalTick: stated.originalTick,
      amount: stated.amount,
      ownerAddress: location.owner,
      sourcePkscript: transfer.newPkscript,
      output: `${location.txid}:${location.vout}`,
      outputValue: location.value,
      outputOffset: location.offset,
      valid: validTransfers.has(transfer.inscriptionId),
      used: spentTransfers.has(transfer.inscriptionId),
      inscribedAt: time,
    });
  }
  const usedTransfers = [...spentTransfers].filter((id) => !born.has(id));
  for (const id of usedTransfers) {
    const pending = writes.transfers.get(id);
    if (pending === undefined) writes.usedTransfers.add(id);
    else pending.used = true;
  }
  return {
    undo: serializeBrc20Undo(result.undo),
    activityIds: rows.map((row) => row.id),
    usedTransfers,
    mintCounts,
  };
}
