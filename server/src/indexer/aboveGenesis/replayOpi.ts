import { inArray } from 'drizzle-orm';
import {
  balanceKeyParts,
  type Brc20Params,
  type NetworkName,
  type OpiBlockResult,
  type OpiLedger,
  type OpiRecordedEvent,
  opiEventHashVersion,
  ProtocolError,
} from '@ordmarket/protocol';
import type { Logger } from 'pino';
import type { OpiClient } from '../../chain/brc20/OpiClient';
import { ChainResponseError } from '../../chain/esplora/chainHttpErrors';
import type { OrdClient } from '../../chain/ord/OrdClient';
import type { Database } from '../../db/database';
import { brc20EventHashes, brc20ReplayTransfers } from '../../db/schema';
import { takeIndexerLock } from '../advisoryLock';
import { holder } from '../brc20/holder';
import { restoreLedger, storedLedgerTip } from '../brc20/loadOpiLedger';
import { persistBrc20Ledger, type TickDeploy } from '../brc20/persistBrc20Ledger';
import { inBatches } from './inBatches';
import { OpiDisagrees } from './OpiDisagrees';

/** OPI blocks asked for at once: a replay is bound by round trips, not by the ledger. */
const fetchAhead = 16;

export interface OpiReplayOptions {
  readonly db: Database;
  readonly opi: OpiClient;
  readonly ord: OrdClient;
  readonly network: NetworkName;
  readonly params: Brc20Params;
  /** The last block to replay: the one below the start height. */
  readonly target: number;
  /** Blocks between checkpoints: each is checked against OPI's cumulative hash, then stored to resume from. */
  readonly checkpointBlocks: number;
  readonly log: Logger;
  readonly stopping: () => boolean;
}

/** A tick the checkpoint deployed. */
interface NewTick {
  readonly inscriptionId: string;
  readonly deployerPkscript: string;
}

/** What a checkpoint writes besides the ledger entries. */
interface Checkpoint {
  readonly results: OpiBlockResult[];
  readonly deploys: Map<string, NewTick>;
  readonly mintCounts: Map<string, number>;
}

/**
 * Rebuilds the BRC-20 ledger as an OPI has it after block `target` by replaying its `activity_on_block` from the
 * first BRC-20 block (blocks before it hold no events and are hashed here), applying each event as recorded and
 * hashing every block as OPI does. At every checkpoint the cumulative hash must equal OPI's there, or the replay
 * stops at the first block that disagrees (OpiDisagrees); the checkpoint is then stored (ledger, hashes, pending
 * transfers), so a restart resumes from it. Answers the ledger at `target`, or undefined when stopped on the way.
 */
export async function replayOpi(options: OpiReplayOptions): Promise<OpiLedger | undefined> {
  const { db, opi, params, target, log } = options;
  const version = await opi.eventHashVersion();
  if (version !== opiEventHashVersion) {
    throw new OpiDisagrees(
      `The BRC-20 source writes event hash version ${version}; this market writes version ${opiEventHashVersion}.`,
    );
  }
  const opiHeight = await opi.blockHeight();
  if (opiHeight === null || opiHeight < target) {
    throw new ChainResponseError(`OPI has indexed up to block ${opiHeight ?? 'none'}, not yet block ${target}`);
  }
  let ledger = await resumedLedger(db, params);
  if (ledger.tip.height > target) {
    throw new Error(`The BRC-20 replay stands at block ${ledger.tip.height}, past the start's block ${target}.`);
  }
  const started = { at: Date.now(), height: ledger.tip.height };
  while (ledger.tip.height < target) {
    if (options.stopping()) return undefined;
    const last = Math.min(target, ledger.tip.height + options.checkpointBlocks);
    const checkpoint = await replayUpTo(ledger, last, options);
    await checkOpiAgrees(checkpoint.results, opi);
    const stored = await storeCheckpoint(ledger, checkpoint, options);
    // Another instance stored this checkpoint first: go on from what it stored.
    if (!stored) ledger = await resumedLedger(db, params);
    const done = ledger.tip.height - started.height;
    const perSecond = done / Math.max((Date.now() - started.at) / 1000, 0.001);
    log.info(
      {
        height: ledger.tip.height,
        target,
        blocksPerSecond: Math.round(perSecond * 10) / 10,
        secondsLeft: Math.round((target - ledger.tip.height) / Math.max(perSecond, 0.001)),
      },
      'BRC-20 replay from OPI: checkpoint agrees with OPI',
    );
  }
  return ledger;
}

async function resumedLedger(db: Database, params: Brc20Params): Promise<OpiLedger> {
  return restoreLedger(db, params, await db.select().from(brc20ReplayTransfers));
}

/** Applies OPI's events block by block up to `last` (or fewer when stopping), fetching ahead; the ledger is written in place. */
async function replayUpTo(ledger: OpiLedger, last: number, options: OpiReplayOptions): Promise<Checkpoint> {
  const { opi, params } = options;
  const checkpoint: Checkpoint = { results: [], deploys: new Map(), mintCounts: new Map() };
  const first = ledger.tip.height + 1;
  for (let from = first; from <= last; from += fetchAhead) {
    // A closing server ends the checkpoint early, so it waits for a few blocks, not a whole checkpoint.
    if (from > first && options.stopping()) break;
    const heights = Array.from({ length: Math.min(fetchAhead, last - from + 1) }, (_, at) => from + at);
    // No BRC-20 operation counts before the first BRC-20 block: OPI records none there.
    const recorded = await Promise.all(
      heights.map((height) =>
        height < params.firstBrc20Height ? Promise.resolve<OpiRecordedEvent[]>([]) : opi.activityOnBlock(height),
      ),
    );
    for (const [at, height] of heights.entries()) {
      const result = applyOpiBlock(ledger, height, recorded[at] ?? []);
      checkpoint.results.push(result);
      for (const event of result.events) {
        if (event.type === 'deploy-inscribe') {
          const { inscriptionId, deployerPkscript } = event;
          checkpoint.deploys.set(event.tick, { inscriptionId, deployerPkscript });
        }
        if (event.type === 'mint-inscribe') {
          checkpoint.mintCounts.set(event.tick, (checkpoint.mintCounts.get(event.tick) ?? 0) + 1);
        }
      }
    }
  }
  return checkpoint;
}

/**
 * A block whose events cannot follow the ledger (a mint beyond the supply, a transfer of more than is available)
 * is the source's history contradicting itself: no retry replays it differently, so it stops the replay like a
 * hash that disagrees.
 */
function applyOpiBlock(ledger: OpiLedger, height: number, events: readonly OpiRecordedEvent[]): OpiBlockResult {
  try {
    return ledger.applyRecordedBlock(height, events);
  } catch (error) {
    if (error instanceof ProtocolError && error.code === 'brc20-event-inconsistent') {
      throw new OpiDisagrees(`Block ${height} of the BRC-20 source cannot be replayed: ${error.message}`);
    }
    throw error;
  }
}

/**
 * OPI's cumulative hash at the checkpoint's last block must be ours. When it is not, the first block that
 * disagrees is found by halving (cumulative hashes agree up to it and differ from it on) and named.
 */
async function checkOpiAgrees(results: readonly OpiBlockResult[], opi: OpiClient): Promise<void> {
  const last = results.at(-1);
  if (last === undefined) return;
  if ((await opi.hashesAt(last.height)).cumulativeEventHash === last.cumulativeEventHash) return;
  let agreeing = -1;
  let differing = results.length - 1;
  while (differing - agreeing > 1) {
    const middle = Math.floor((agreeing + differing) / 2);
    const result = results[middle];
    if (result === undefined) break;
    if ((await opi.hashesAt(result.height)).cumulativeEventHash === result.cumulativeEventHash) agreeing = middle;
    else differing = middle;
  }
  const first = results[differing] ?? last;
  const theirs = await opi.hashesAt(first.height);
  throw new OpiDisagrees(
    `Replaying the BRC-20 source's events, block ${first.height} hashes to ${first.blockEventHash} here but ` +
      `${theirs.blockEventHash} there (cumulative ${first.cumulativeEventHash} here, ` +
      `${theirs.cumulativeEventHash} there): its events do not hash to its own hashes.`,
  );
}

/**
 * Stores the ledger entries the checkpoint touched, its blocks' hashes and the pending transfers, in one
 * transaction under the indexer lock. Answers false, storing nothing, when the stored replay is no longer where
 * this one began (another instance went on meanwhile).
 */
async function storeCheckpoint(ledger: OpiLedger, checkpoint: Checkpoint, options: OpiReplayOptions) {
  const { db, network, params } = options;
  const deploys = await deployFacts(checkpoint.deploys, options);
  const ticks = new Set<string>();
  const balances = new Map<string, readonly [string, string]>();
  const predeploys = new Set<string>();
  const transfers = new Set<string>();
  for (const { undo } of checkpoint.results) {
    for (const [tick] of undo.tickers) ticks.add(tick);
    for (const [key] of undo.balances) {
      const [tick, pkscript] = balanceKeyParts(key);
      ticks.add(tick);
      balances.set(key, [tick, pkscript]);
    }
    for (const [id] of undo.predeploys) predeploys.add(id);
    for (const [id] of undo.pendingTransfers) transfers.add(id);
  }
  const began = checkpoint.results[0]?.undo.previousTip.height;
  return db.transaction(async (tx) => {
    await takeIndexerLock(tx);
    if ((await storedLedgerTip(tx, params)).height !== began) return false;
    await persistBrc20Ledger(
      tx,
      ledger,
      { ticks, balances: balances.values(), predeploys, mintCounts: checkpoint.mintCounts, deploys },
      network,
    );
    const ids = [...transfers];
    for (let at = 0; at < ids.length; at += 2_000) {
      await tx
        .delete(brc20ReplayTransfers)
        .where(inArray(brc20ReplayTransfers.inscriptionId, ids.slice(at, at + 2_000)));
    }
    const pending = ids.flatMap((id) => {
      const transfer = ledger.pendingTransfer(id);
      return transfer === undefined ? [] : [transfer];
    });
    for (let at = 0; at < pending.length; at += 2_000) {
      await tx.insert(brc20ReplayTransfers).values(pending.slice(at, at + 2_000));
    }
    const hashes = checkpoint.results.map((result) => ({
      height: result.height,
      blockEventHash: result.blockEventHash,
      cumulativeEventHash: result.cumulativeEventHash,
      // The events themselves are not kept: activity_on_block does not answer these blocks.
      eventCount: null,
    }));
    for (let at = 0; at < hashes.length; at += 2_000) {
      await tx.insert(brc20EventHashes).values(hashes.slice(at, at + 2_000));
    }
    return true;
  });
}

/** Who deployed each new tick and when: the block time of its deploy inscription, as ord has it. */
async function deployFacts(
  deploys: ReadonlyMap<string, NewTick>,
  { ord, network }: OpiReplayOptions,
): Promise<Map<string, TickDeploy>> {
  const facts = await inBatches([...deploys], async ([tick, { inscriptionId, deployerPkscript }]) => {
    const inscription = await ord.inscription(inscriptionId);
    if (inscription === undefined) throw new ChainResponseError(`ord does not know the deploy ${inscriptionId}`);
    const deploy = { deployer: holder(deployerPkscript, network), deployedAt: new Date(inscription.timestamp * 1000) };
    return [tick, deploy] as const;
  });
  return new Map(facts);
}
