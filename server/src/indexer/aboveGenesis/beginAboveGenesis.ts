import { eq } from 'drizzle-orm';
import { brc20NetworkParams, OpiLedger, type Brc20Params, type NetworkName } from '@ordmarket/protocol';
import type { Brc20Source, Brc20Snapshot } from '../../chain/brc20/Brc20Source';
import { ChainResponseError } from '../../chain/esplora/chainHttpErrors';
import type { OrdClient } from '../../chain/ord/OrdClient';
import type { Database } from '../../db/database';
import {
  brc20EventHashes,
  brc20TransferInscriptions,
  collectionItems,
  inscriptionAttributes,
  inscriptionContents,
  inscriptions,
  serverSettings,
} from '../../db/schema';
import { takeIndexerLock } from '../advisoryLock';
import { persistBrc20Ledger } from '../brc20/persistBrc20Ledger';
import { indexedTip } from '../indexedTip';
import { catalogEntries, rowsOf } from './ordRows';

/** Where a server indexing from a start height learns what came before it. */
export interface PreStartSources {
  readonly ord: OrdClient;
  readonly brc20: Brc20Source;
}

/** What the index carries over from before its start height. */
export interface BeforeStart {
  /** The number of the last inscription before the start height (-1: none): the index numbers on from it. */
  readonly lastNumber: number;
}

const begunSetting = 'index-begun-above-genesis';
/** ord requests in flight at once while learning the catalog's inscriptions. */
const ordConcurrency = 8;

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += ordConcurrency) {
    results.push(...(await Promise.all(items.slice(at, at + ordConcurrency).map(work))));
  }
  return results;
}

/** The ledger as the source had it after the snapshot's block, its hash chain included. */
function snapshotLedger(snapshot: Brc20Snapshot, params: Brc20Params): OpiLedger {
  const tip = { height: snapshot.height, cumulativeEventHash: snapshot.cumulativeEventHash };
  return OpiLedger.restore(params, tip, {
    tickers: snapshot.tokens.map((token) => ({
      tick: token.tick,
      originalTick: token.original_tick,
      maxSupply: token.max_supply,
      remainingSupply: token.remaining_supply,
      burnedSupply: token.burned_supply,
      limitPerMint: token.limit_per_mint,
      decimals: token.decimals,
      selfMint: token.self_mint,
      deployInscriptionId: token.deploy_inscription_id,
      deployHeight: token.deploy_height,
    })),
    balances: snapshot.balances.map((balance) => ({
      tick: balance.tick,
      pkscript: balance.pkscript,
      overall: balance.overall_balance,
      available: balance.available_balance,
    })),
    pendingTransfers: snapshot.transfers.map((transfer) => ({
      inscriptionId: transfer.inscription_id,
      tick: transfer.tick,
      originalTick: transfer.original_tick,
      amount: transfer.amount,
      sourcePkscript: transfer.source_pkscript,
    })),
    predeploys: snapshot.predeploys.map((predeploy) => ({
      inscriptionId: predeploy.inscription_id,
      predeployerPkscript: predeploy.predeployer_pkscript,
      hash: predeploy.hash,
      height: predeploy.height,
    })),
  });
}

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
 * Before the first block of an index that starts above genesis, in one transaction: the BRC-20 ledger as the source
 * had it after the block below the start (tokens, balances, and the transfer inscriptions not yet moved, where they
 * sat, so their first move is followed), the catalog's inscriptions as ord knows them (owner, output, content), and
 * the inscription numbering to carry on from. Done once: later calls answer what was kept.
 *
 * Nothing is indexed yet while this runs, so ord may be ahead of the start: an inscription's later moves are then
 * already in its output, and the index finds nothing to move when it reads those blocks.
 */
export async function beginAboveGenesis(
  database: Database,
  startHeight: number,
  sources: PreStartSources,
  network: NetworkName,
): Promise<BeforeStart> {
  const kept = async (db: Database) => {
    const [row] = await db.select().from(serverSettings).where(eq(serverSettings.name, begunSetting));
    return row === undefined ? undefined : (JSON.parse(row.value) as BeforeStart);
  };
  const already = await kept(database);
  if (already !== undefined) return already;

  const ordHeight = await sources.ord.blockHeight();
  if (ordHeight < startHeight - 1) {
    throw new ChainResponseError(`ord has indexed up to block ${ordHeight}, not yet block ${startHeight - 1}`);
  }
  const snapshot = await sources.brc20.ledgerAt(startHeight - 1);
  const lastNumber = await lastNumberBefore(sources.ord, startHeight);
  const transfers = await inBatches(snapshot.transfers, async (transfer) => {
    const inscription = await sources.ord.inscription(transfer.inscription_id);
    if (inscription === undefined) {
      throw new ChainResponseError(`ord does not know the BRC-20 transfer inscription ${transfer.inscription_id}`);
    }
    return { transfer, inscription };
  });
  const transferIds = new Set(snapshot.transfers.map(({ inscription_id: id }) => id));
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

  const ledger = snapshotLedger(snapshot, brc20NetworkParams(network));
  return database.transaction(async (tx) => {
    await takeIndexerLock(tx);
    const begun = await kept(tx);
    if (begun !== undefined) return begun;
    if ((await indexedTip(tx)) !== undefined) throw new Error('The index began while the ledger before it was read.');
    await persistBrc20Ledger(
      tx,
      ledger,
      {
        ticks: new Set(snapshot.tokens.map(({ tick }) => tick)),
        balances: snapshot.balances.map(({ tick, pkscript }) => [tick, pkscript] as const),
        predeploys: new Set(snapshot.predeploys.map(({ inscription_id: id }) => id)),
        mintCounts: new Map(),
        deploys: new Map(
          snapshot.tokens.map((token) => [
            token.tick,
            { deployer: token.deployer, deployedAt: new Date(token.deployed_at * 1000) },
          ]),
        ),
      },
      network,
    );
    // The hash chain goes on from the source's: the first block indexed here hashes onto it.
    if (snapshot.cumulativeEventHash !== null) {
      await tx.insert(brc20EventHashes).values({
        height: snapshot.height,
        blockEventHash: snapshot.blockEventHash,
        cumulativeEventHash: snapshot.cumulativeEventHash,
        eventCount: null,
      });
    }
    const items = await catalogEntries(
      tx,
      catalog.map(({ inscription }) => inscription.id),
    );
    const learned = catalog.map(({ inscription, content }) => rowsOf(inscription, content, items.get(inscription.id)));
    const rows = [
      ...transfers.map(({ transfer, inscription }) => {
        const [txid = '', vout = '0'] = transfer.output.split(':');
        // Where the transfer sat after the block below the start, not where ord has it now.
        const { inscription: row } = rowsOf({ ...inscription, address: transfer.owner }, undefined, undefined);
        return { ...row, txid, vout: Number(vout), offset: transfer.offset, value: transfer.value };
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
    const transferRows = transfers.map(({ transfer, inscription }) => ({
      inscriptionId: transfer.inscription_id,
      inscriptionNumber: inscription.number,
      tick: transfer.tick,
      originalTick: transfer.original_tick,
      amount: transfer.amount,
      ownerAddress: transfer.owner,
      sourcePkscript: transfer.source_pkscript,
      output: transfer.output,
      outputValue: transfer.value,
      outputOffset: transfer.offset,
      valid: true,
      used: false,
      inscribedAt: new Date(inscription.timestamp * 1000),
    }));
    for (let at = 0; at < transferRows.length; at += 1000) {
      await tx.insert(brc20TransferInscriptions).values(transferRows.slice(at, at + 1000));
    }
    const before: BeforeStart = { lastNumber };
    await tx.insert(serverSettings).values({ name: begunSetting, value: JSON.stringify(before) });
    return before;
  });
}
