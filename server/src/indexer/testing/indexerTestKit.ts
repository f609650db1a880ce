import { serverCurve } from '../../crypto/serverCurve';
import { asc } from 'drizzle-orm';
import { pino } from 'pino';
import {
  buildReveal,
  inscriptionCommit,
  revealCommitValue,
  type InscriptionDraft,
  type RevealPlan,
} from '@ordmarket/protocol';
import type { Devnet } from '../../chain/devnet/Devnet';
import type { OpenedDevnet } from '../../chain/devnet/openDevnet';
import { testPrivateKey, type Coin } from '../../chain/devnet/testing/devnetTestKit';
import type { DatabaseHandle } from '../../db/database';
import * as schema from '../../db/schema';
import type { Indexer } from '../Indexer';
import { openIndexer } from '../openIndexer';
import { defaultUndoDepth } from '../../config/undoDepth';

/** An indexer that only syncs when the test asks (its poll is an hour away). */
export function testIndexer(database: DatabaseHandle, devnet: OpenedDevnet, undoDepth = defaultUndoDepth): Indexer {
  return openIndexer({ database, chain: devnet, log: pino({ level: 'silent' }), pollMs: 3_600_000, undoDepth });
}

const revealKey = testPrivateKey(90);
const signer = {
  publicKey: serverCurve.xOnlyPointFromScalar(revealKey),
  signSchnorr: (hash: Uint8Array) => serverCurve.signSchnorr(hash, revealKey),
};

/** Commits (from the faucet) and reveals `inscriptions` to `destinations`, unmined; answers the reveal's outputs. */
export async function reveal(
  devnet: Devnet,
  inscriptions: readonly InscriptionDraft[],
  destinations: ReadonlyArray<{ address: string; script: Uint8Array; value: bigint }>,
): Promise<{ txid: string; outputs: Coin[] }> {
  const plan: RevealPlan = {
    inscriptions,
    revealPublicKey: signer.publicKey,
    internalPublicKey: serverCurve.xOnlyPointFromScalar(testPrivateKey(91)),
    destinations: destinations.map(({ address, value }) => ({ address, value })),
    feeRate: 2n,
    network: 'devnet',
  };
  const commit = inscriptionCommit(plan);
  const value = revealCommitValue(plan);
  const commitTxid = await devnet.faucet(commit.address, value);
  const vout =
    (await devnet.transaction(commitTxid))?.vout.findIndex((o) => o.scriptpubkey_address === commit.address) ?? 0;
  const tx = buildReveal({ ...plan, commit: { txid: commitTxid, vout, value }, signer });
  const txid = await devnet.broadcast(tx.toHex());
  return {
    txid,
    outputs: destinations.map(({ script, value: v }, index) => ({ txid, vout: index, value: v, script })),
  };
}

export const text = (body: string): InscriptionDraft => ({
  contentType: 'text/plain;charset=utf-8',
  body: new TextEncoder().encode(body),
});

/** Every row the indexer writes, in a stable order, with the columns a re-application may renumber left out. */
export async function indexedRows(database: DatabaseHandle) {
  const db = database.db;
  // Activity ids are a sequence: a re-applied block numbers its rows anew.
  const activity = (await db.select().from(schema.activity).orderBy(asc(schema.activity.id))).map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'id')),
  );
  return {
    inscriptions: await db.select().from(schema.inscriptions).orderBy(asc(schema.inscriptions.inscriptionId)),
    attributes: await db
      .select()
      .from(schema.inscriptionAttributes)
      .orderBy(asc(schema.inscriptionAttributes.inscriptionId)),
    contents: await db.select().from(schema.inscriptionContents).orderBy(asc(schema.inscriptionContents.inscriptionId)),
    listings: await db.select().from(schema.listings).orderBy(asc(schema.listings.id)),
    activity,
    ticks: await db.select().from(schema.brc20Ticks).orderBy(asc(schema.brc20Ticks.tick)),
    balances: await db
      .select()
      .from(schema.brc20Balances)
      .orderBy(asc(schema.brc20Balances.tick), asc(schema.brc20Balances.pkscript)),
    predeploys: await db.select().from(schema.brc20Predeploys).orderBy(asc(schema.brc20Predeploys.inscriptionId)),
    eventHashes: await db.select().from(schema.brc20EventHashes).orderBy(asc(schema.brc20EventHashes.height)),
    opiEvents: await db
      .select()
      .from(schema.brc20Events)
      .orderBy(asc(schema.brc20Events.height), asc(schema.brc20Events.position)),
    transfers: await db
      .select()
      .from(schema.brc20TransferInscriptions)
      .orderBy(asc(schema.brc20TransferInscriptions.inscriptionId)),
    orders: await db.select().from(schema.brc20Orders).orderBy(asc(schema.brc20Orders.id)),
    brc20Activity: await db.select().from(schema.brc20Activity).orderBy(asc(schema.brc20Activity.id)),
    blocks: await db.select().from(schema.indexerBlocks).orderBy(asc(schema.indexerBlocks.height)),
  };
}

/** The Database methods that each start one statement (builders run once when awaited). */
const statementStarts = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);

function counted<T extends object>(target: T, onStatement: () => void): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'transaction') {
        return (callback: (tx: object) => unknown, ...rest: unknown[]) =>
          method.call(object, (tx: object) => callback(counted(tx, onStatement)), ...rest);
      }
      if (typeof property === 'string' && statementStarts.has(property)) {
        return (...args: unknown[]) => {
          onStatement();
          return method.apply(object, args);
        };
      }
      return method.bind(object);
    },
  });
}

/** The same database, counting the statements issued through its handle (a transaction's included). */
export function countingStatements(database: DatabaseHandle): { database: DatabaseHandle; statements: () => number } {
  let statements = 0;
  const db = counted(database.db, () => {
    statements += 1;
  });
  return { database: { ...database, db }, statements: () => statements };
}
