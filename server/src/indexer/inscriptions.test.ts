import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bitcoin } from '@ordmarket/protocol';
import { fund, openTestDevnet, p2trWallet, p2wpkhWallet, spend, unsigned } from '../chain/devnet/testing/devnetTestKit';
import type { OpenedDevnet } from '../chain/devnet/openDevnet';
import type { DatabaseHandle } from '../db/database';
import {
  activity,
  collections,
  collectionItems,
  inscriptionAttributes,
  inscriptionContents,
  inscriptions,
  listings,
} from '../db/schema';
import { testDatabases } from '../testing/testDatabases';
import type { Indexer } from './Indexer';
import { reveal, testIndexer, text } from './testing/indexerTestKit';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const alice = p2wpkhWallet(11);
const bob = p2trWallet(12);
const carol = p2wpkhWallet(13);

describe.each(testDatabases)('indexing inscriptions on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let devnet: OpenedDevnet;
  let indexer: Indexer;
  beforeEach(async () => {
    database = await testDatabase.open();
    devnet = await openTestDevnet(database);
    indexer = testIndexer(database, devnet);
  });
  afterEach(async () => {
    await indexer.close();
    await devnet.close();
    await database.close();
  });

  const row = async (id: string) =>
    (await database.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, id)))[0];
  const mineAndSync = async () => {
    await devnet.mine(1);
    return indexer.syncToTip();
  };

  it('indexes an inscription whose content type holds a NUL, which PostgreSQL text cannot, as U+FFFD', async () => {
    const body = new TextEncoder().encode('hi');
    const { txid } = await reveal(devnet, [{ contentType: 'text/plain\u0000x', body }], [{ ...bob, value: 546n }]);
    expect(await mineAndSync()).toBe(await devnet.tipHeight());
    expect((await row(`${txid}i0`))?.contentType).toBe('text/plain\uFFFDx');
    const [content] = await database.db
      .select({ contentType: inscriptionContents.contentType })
      .from(inscriptionContents)
      .where(eq(inscriptionContents.inscriptionId, `${txid}i0`));
    expect(content?.contentType).toBe('text/plain\uFFFDx');
  });

  it('indexes a commit + reveal with its collection item, number, owner and mint activity', async () => {
    await database.db.insert(collections).values({ id: 'rocks', name: 'Rocks' });
    const { txid } = await reveal(devnet, [text('hello')], [{ ...bob, value: 546n }]);
    const id = `${txid}i0`;
    await database.db.insert(collectionItems).values({
      inscriptionId: id,
      collectionId: 'rocks',
      name: 'Rock #1',
      attributes: [{ trait_type: 'color', value: 'grey' }],
    });
    const height = await mineAndSync();
    expect(height).toBe(await devnet.tipHeight());
    expect(await row(id)).toMatchObject({
      number: 0,
      collectionId: 'rocks',
      name: 'Rock #1',
      contentType: 'text/plain;charset=utf-8',
      contentLength: 5,
      ownerAddress: bob.address,
      txid,
      vout: 0,
      offset: 0n,
      value: 546n,
      genesisHeight: height,
    });
    expect(await database.db.select().from(inscriptionAttributes)).toEqual([
      { inscriptionId: id, collectionId: 'rocks', traitType: 'color', value: 'grey' },
    ]);
    const [mint] = await database.db.select().from(activity);
    expect(mint).toMatchObject({
      kind: 'mint',
      inscriptionId: id,
      toAddress: bob.address,
      txid,
      height,
      collectionId: 'rocks',
    });
  });

  it('puts an inscription at its pointer, and several inscriptions of one reveal where each says', async () => {
    const { txid } = await reveal(
      devnet,
      [text('first'), { ...text('second'), pointer: 600n }, { ...text('third'), pointer: 5_000n }],
      [
        { ...bob, value: 546n },
        { ...carol, value: 1_000n },
      ],
    );
    await mineAndSync();
    expect(await row(`${txid}i0`)).toMatchObject({ vout: 0, offset: 0n, ownerAddress: bob.address, number: 0 });
    expect(await row(`${txid}i1`)).toMatchObject({ vout: 1, offset: 54n, ownerAddress: carol.address, number: 1 });
    // A pointer beyond the outputs is ignored: the inscription stays at the start of its input.
    expect(await row(`${txid}i2`)).toMatchObject({ vout: 0, offset: 0n, ownerAddress: bob.address, number: 2 });
  });

  it('sends an inscription spent as fee to the coinbase, and records a transfer to self', async () => {
    const { outputs } = await reveal(devnet, [text('fee me')], [{ ...alice, value: 546n }]);
    const { outputs: second } = await reveal(devnet, [text('keep me')], [{ ...alice, value: 546n }]);
    const funding = await fund(devnet, alice, 10_000n);
    await mineAndSync();
    const [inscribed] = outputs;
    const [kept] = second;
    if (inscribed === undefined || kept === undefined) throw new Error('no outputs');
    // The inscribed input comes last, beyond the outputs' 9,000 sats: its sat is fee.
    const toFee = spend(alice, [funding, inscribed], [{ script: carol.script, value: 9_000n }]);
    await devnet.broadcast(toFee.toHex());
    const [block] = await devnet.mine(1);
    await indexer.syncToTip();
    const fee = 10_546n - 9_000n;
    const coinbase = block?.txids[0] ?? '';
    const feeSpent = await row(`${inscribed.txid}i0`);
    // Regtest's subsidy at this height, then the fee's first 1,000 sats (inputs 10,000 before it, outputs 9,000).
    expect(feeSpent).toMatchObject({
      txid: coinbase,
      vout: 0,
      offset: 5_000_000_000n + 1_000n,
      ownerAddress: devnet.treasuryAddress,
    });
    expect(fee).toBeGreaterThan(1_000n);

    const self = spend(alice, [kept], [{ script: alice.script, value: 400n }]);
    await devnet.broadcast(self.toHex());
    await mineAndSync();
    expect(await row(`${kept.txid}i0`)).toMatchObject({
      txid: self.getId(),
      vout: 0,
      offset: 0n,
      ownerAddress: alice.address,
    });
    const moves = await database.db.select().from(activity).where(eq(activity.kind, 'transfer'));
    expect(moves.map(({ fromAddress, toAddress, txid }) => ({ fromAddress, toAddress, txid }))).toEqual([
      { fromAddress: alice.address, toAddress: devnet.treasuryAddress, txid: toFee.getId() },
      { fromAddress: alice.address, toAddress: alice.address, txid: self.getId() },
    ]);
  });

  it('invalidates a listing whose inscription moves, and marks a purchase of one sold', async () => {
    const { txid, outputs } = await reveal(
      devnet,
      [text('one'), { ...text('two'), pointer: 546n }],
      [
        { ...bob, value: 546n },
        { ...bob, value: 546n },
      ],
    );
    const dummy = await fund(devnet, alice, 600n);
    const payment = await fund(devnet, alice, 50_000n);
    await mineAndSync();
    const [first, second] = outputs;
    if (first === undefined || second === undefined) throw new Error('no outputs');
    const listing = (inscriptionId: string, coin: { txid: string; vout: number }) => ({
      inscriptionId,
      sellerAddress: bob.address,
      sellerPaymentAddress: bob.address,
      priceSats: 10_000n,
      sellerPsbt: 'psbt',
      txid: coin.txid,
      vout: coin.vout,
    });
    const [moved] = await database.db
      .insert(listings)
      .values(listing(`${txid}i0`, first))
      .returning();
    const [bought] = await database.db
      .insert(listings)
      .values(listing(`${txid}i1`, second))
      .returning();

    const transfer = spend(bob, [first], [{ script: carol.script, value: 400n }]);
    await devnet.broadcast(transfer.toHex());
    // The seller signs input 1 SINGLE|ANYONECANPAY: output 1 must pay them the price; the buyer's dummy goes first.
    const prevouts = [dummy, second, payment];
    const purchase = unsigned(prevouts, [
      { script: alice.script, value: 1_146n },
      { script: bob.script, value: 10_000n },
      { script: alice.script, value: 39_000n },
    ]);
    bob.sign(purchase, 1, prevouts, bitcoin.Transaction.SIGHASH_SINGLE | bitcoin.Transaction.SIGHASH_ANYONECANPAY);
    alice.sign(purchase, 0, prevouts);
    alice.sign(purchase, 2, prevouts);
    await devnet.broadcast(purchase.toHex());
    await mineAndSync();

    const status = async (id: string | undefined) =>
      (
        await database.db
          .select()
          .from(listings)
          .where(eq(listings.id, id ?? ''))
      )[0];
    expect(await status(moved?.id)).toMatchObject({ status: 'invalid', purchaseTxid: null });
    expect(await status(bought?.id)).toMatchObject({
      status: 'sold',
      purchaseTxid: purchase.getId(),
      buyerAddress: alice.address,
    });
    expect(await row(`${txid}i1`)).toMatchObject({
      ownerAddress: alice.address,
      txid: purchase.getId(),
      vout: 0,
      offset: 600n,
    });
    const [sale] = await database.db.select().from(activity).where(eq(activity.kind, 'sale'));
    expect(sale).toMatchObject({
      inscriptionId: `${txid}i1`,
      fromAddress: bob.address,
      toAddress: alice.address,
      priceSats: 10_000n,
    });
  });
});
