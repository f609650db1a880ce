import { eq } from 'drizzle-orm';
import type { Brc20Balance, Brc20LedgerState, Brc20PendingTransfer, Brc20Token } from '@ordmarket/protocol';
import type { Brc20Source, Brc20Snapshot } from '../../chain/brc20/Brc20Source';
import { ChainResponseError } from '../../chain/esplora/chainHttpErrors';
import type { OrdClient } from '../../chain/ord/OrdClient';
import type { Database } from '../../db/database';
import {
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

function ledgerState(snapshot: Brc20Snapshot): Brc20LedgerState {
  const tokens = new Map<string, Brc20Token>(
    snapshot.tokens.map((token) => [
      token.tick,
      {
        tick: token.tick,
        displayTick: token.display_tick,
        max: token.max,
        lim: token.lim,
        dec: token.dec,
        selfMint: token.self_mint,
        minted: token.minted,
        deployInscriptionId: token.deploy_inscription_id,
        deployer: token.deployer,
        deployHeight: token.deploy_height,
      },
    ]),
  );
  const holders = new Map<string, Map<string, Brc20Balance>>();
  for (const { tick, address, available, transferable } of snapshot.balances) {
    const byAddress = holders.get(tick) ?? new Map<string, Brc20Balance>();
    byAddress.set(address, { available, transferable });
    holders.set(tick, byAddress);
  }
  const pendingTransfers = new Map<string, Brc20PendingTransfer>(
    snapshot.transfers.map((transfer) => [
      transfer.inscription_id,
      { inscriptionId: transfer.inscription_id, tick: transfer.tick, amount: transfer.amount, sender: transfer.sender },
    ]),
  );
  return { height: snapshot.height, tokens, holders, pendingTransfers };
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

  const state = ledgerState(snapshot);
  return database.transaction(async (tx) => {
    await takeIndexerLock(tx);
    const begun = await kept(tx);
    if (begun !== undefined) return begun;
    if ((await indexedTip(tx)) !== undefined) throw new Error('The index began while the ledger before it was read.');
    await persistBrc20Ledger(tx, state, {
      ticks: new Set(state.tokens.keys()),
      holders: snapshot.balances.map(({ tick, address }) => [tick, address] as const),
      mintCounts: new Map(),
      blockTimes: new Map(snapshot.tokens.map((token) => [token.deploy_height, new Date(token.deployed_at * 1000)])),
    });
    const items = await catalogEntries(
      tx,
      catalog.map(({ inscription }) => inscription.id),
    );
    const learned = catalog.map(({ inscription, content }) => rowsOf(inscription, content, items.get(inscription.id)));
    const rows = [
      ...transfers.map(({ transfer, inscription }) => {
        const [txid = '', vout = '0'] = transfer.output.split(':');
        // Where the transfer sat after the block below the start, not where ord has it now.
        const { inscription: row } = rowsOf({ ...inscription, address: transfer.sender }, undefined, undefined);
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
      amount: transfer.amount,
      ownerAddress: transfer.sender,
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
