import { eq } from 'drizzle-orm';
import { brc20NetworkParams } from '@ordmarket/protocol';
import type { Logger } from 'pino';
import type { OpiClient } from '../../chain/brc20/OpiClient';
import type { ChainSource } from '../../chain/ChainSource';
import { ChainResponseError } from '../../chain/esplora/chainHttpErrors';
import type { OrdClient } from '../../chain/ord/OrdClient';
import type { Database } from '../../db/database';
import {
  brc20ReplayTransfers,
  brc20TransferInscriptions,
  collectionItems,
  inscriptionAttributes,
  inscriptionContents,
  inscriptions,
  serverSettings,
} from '../../db/schema';
import { takeIndexerLock } from '../advisoryLock';
import { indexedTip } from '../indexedTip';
import { scriptAddress } from '../scriptAddress';
import { inBatches } from './inBatches';
import { catalogEntries, rowsOf } from './ordRows';
import { pendingTransferOutputs } from './pendingTransferOutputs';
import { replayOpi } from './replayOpi';

/** Where a server indexing from a start height learns what came before it. */
export interface PreStartSources {
  readonly ord: OrdClient;
  readonly brc20: OpiClient;
}

/** How the BRC-20 history before the start is replayed. */
export interface PreStartReplay {
  readonly chain: ChainSource;
  readonly log: Logger;
  /** Blocks replayed between checkpoints (each checked against OPI and stored to resume from). */
  readonly checkpointBlocks: number;
  readonly stopping: () => boolean;
}

/** Blocks replayed between checkpoints unless told otherwise: a few minutes of a mainnet replay. */
export const defaultCheckpointBlocks = 1_000;

/** What the index carries over from before its start height. */
export interface BeforeStart {
  /** The number of the last inscription before the start height (-1: none): the index numbers on from it. */
  readonly lastNumber: number;
}

const begunSetting = 'index-begun-above-genesis';

/** The number of the last inscription ord knows before `height`, walking down to the first block that has any. */
async function lastNumberBefore(ord: OrdClient, height: number): Promise<number> {
  for (let block = height - 1; block >= 0; block -= 1) {
    const last = (await ord.blockInscriptionIds(block))?.at(-1);
    if (last === undefined) continue;
    const inscription = await ord.inscription(last);
    if (inscription === undefined)
      throw new ChainResponseError(`ord lists ${last} in block ${block} but does not know it`);
    return inscription.number;
  }
  return -1;
}

/**
 * Before the first block of an index that starts above genesis: the BRC-20 ledger as the OPI at BRC20_URL had it
 * after the block below the start, replayed from its history and checked against its hashes (`replayOpi`,
 * resumable), the transfer inscriptions still pending then, where they sat, so their first move is followed, the
 * catalog's inscriptions as ord knows them (owner, output, content), and the inscription numbering to carry on
 * from. Done once: later calls answer what was kept. Answers undefined when the server closes during the replay.
 *
 * Nothing is indexed yet while this runs, so ord may be ahead of the start: a catalog inscription's later moves are
 * then already in its output, and the index finds nothing to move when it reads those blocks.
 */
export async function beginAboveGenesis(
  database: Database,
  startHeight: number,
  sources: PreStartSources,
  replay: PreStartReplay,
): Promise<BeforeStart | undefined> {
  const kept = async (db: Database) => {
    const [row] = await db.select().from(serverSettings).where(eq(serverSettings.name, begunSetting));
    return row === undefined ? undefined : (JSON.parse(row.value) as BeforeStart);
  };
  const already = await kept(database);
  if (already !== undefined) return already;

  const { network } = replay.chain;
  const ordHeight = await sources.ord.blockHeight();
  if (ordHeight < startHeight - 1) {
    throw new ChainResponseError(`ord has indexed up to block ${ordHeight}, not yet block ${startHeight - 1}`);
  }
  const ledger = await replayOpi({
    db: database,
    opi: sources.brc20,
    ord: sources.ord,
    network,
    params: brc20NetworkParams(network),
    target: startHeight - 1,
    checkpointBlocks: replay.checkpointBlocks,
    log: replay.log,
    stopping: replay.stopping,
  });
  if (ledger === undefined) return undefined;
  const lastNumber = await lastNumberBefore(sources.ord, startHeight);
  const transfers = await pendingTransferOutputs(ledger.pendingTransfers(), sources.ord, replay.chain);
  const transferIds = new Set(transfers.map(({ transfer }) => transfer.inscriptionId));
  const catalogIds = (await database.select({ id: collectionItems.inscriptionId }).from(collectionItems))
    .map(({ id }) => id)
    .filter((id) => !transferIds.has(id));
  const catalog = (
    await inBatches(catalogIds, async (id) => {
      const inscription = await sources.ord.inscription(id);
      // Not inscribed yet, or after the start: the index meets it at its genesis.
      if (inscription === undefined || inscription.genesisHeight >= startHeight) return [];
      if (inscription.address === undefined || inscription.value === undefined) return [];
      const content = await sources.ord.content(id);
      return [{ inscription, content }];
    })
  ).flat();

  return database.transaction(async (tx) => {
    await takeIndexerLock(tx);
    const begun = await kept(tx);
    if (begun !== undefined) return begun;
    if ((await indexedTip(tx)) !== undefined) throw new Error('The index began while the ledger before it was read.');
    const items = await catalogEntries(
      tx,
      catalog.map(({ inscription }) => inscription.id),
    );
    const learned = catalog.map(({ inscription, content }) => rowsOf(inscription, content, items.get(inscription.id)));
    const rows = [
      ...transfers.map(({ transfer, inscription, txid, vout, offset, value }) => {
        // Where the transfer sat after the block below the start, which may not be where ord has it now.
        // Never moved, it is still held by the script it was inscribed to.
        const owner = scriptAddress(transfer.sourcePkscript, network) ?? '';
        const { inscription: row } = rowsOf({ ...inscription, address: owner }, undefined, undefined);
        return { ...row, txid, vout, offset, value };
      }),
      ...learned.map(({ inscription }) => inscription),
    ];
    for (let at = 0; at < rows.length; at += 1000) await tx.insert(inscriptions).values(rows.slice(at, at + 1000));
    const traits = learned.flatMap(({ traits: rowTraits }) => rowTraits);
    for (let at = 0; at < traits.length; at += 1000) {
      await tx.insert(inscriptionAttributes).values(traits.slice(at, at + 1000));
    }
    const contents = learned.flatMap(({ content }) => (content === undefined ? [] : [content]));
    for (let at = 0; at < contents.length; at += 100) {
      await tx.insert(inscriptionContents).values(contents.slice(at, at + 100));
    }
    const transferRows = transfers.map(({ transfer, inscription, txid, vout, offset, value }) => ({
      inscriptionId: transfer.inscriptionId,
      inscriptionNumber: inscription.number,
      tick: transfer.tick,
      originalTick: transfer.originalTick,
      amount: transfer.amount,
      ownerAddress: scriptAddress(transfer.sourcePkscript, network) ?? '',
      sourcePkscript: transfer.sourcePkscript,
      output: `${txid}:${vout}`,
      outputValue: value,
      outputOffset: offset,
      valid: true,
      used: false,
      inscribedAt: new Date(inscription.timestamp * 1000),
    }));
    for (let at = 0; at < transferRows.length; at += 1000) {
      await tx.insert(brc20TransferInscriptions).values(transferRows.slice(at, at + 1000));
    }
    // The index's own pending transfers take over from the replay's.
    await tx.delete(brc20ReplayTransfers);
    const before: BeforeStart = { lastNumber };
    await tx.insert(serverSettings).values({ name: begunSetting, value: JSON.stringify(before) });
    return before;
  });
}
