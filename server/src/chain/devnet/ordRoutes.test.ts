import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { p2trWallet, p2wpkhWallet, spend } from './devnetTestKit';
import type { DatabaseHandle } from '../../db/database';
import { reveal, text } from '../../indexer/indexerTestKit';
import type { RunningServer } from '../../startServer';
import { testDatabases } from '../../testing/testDatabases';
import { startTestServer } from '../../testing/startTestServer';
import { openOrdClient } from '../ord/openOrdClient';
import type { OrdClient } from '../ord/OrdClient';

const [pglite] = testDatabases;
const alice = p2wpkhWallet(31);
const bob = p2trWallet(32);

/** The devnet's ord routes, read through the very client a server on mainnet reads ord with. */
describe("the devnet's ord JSON API", () => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let ord: OrdClient;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    // The indexer syncs when the test says, so a block can be mined and not yet indexed.
    server = await startTestServer(database, { INDEXER_POLL_MS: '3600000' });
    const client = openOrdClient({ ORD_URL: `${server.url}/ord` }, pino({ level: 'silent' }));
    if (client === undefined) throw new Error('ORD_URL is set');
    ord = client;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  const devnet = () => {
    const { devnet: chain } = server.services;
    if (!chain) throw new Error('the test server runs the devnet');
    return chain;
  };
  const mineAndIndex = async () => {
    await devnet().mine(1);
    return server.services.indexer.syncToTip();
  };

  it('answers an inscription, its output, its block and its content as ord does, and follows it when it moves', async () => {
    const made = await reveal(devnet(), [text('hello ord')], [{ ...alice, value: 10_000n }]);
    const height = await mineAndIndex();
    const id = `${made.txid}i0`;
    expect(await ord.blockHeight()).toBe(height);

    const inscription = await ord.inscription(id);
    const revealTx = await devnet().transaction(made.txid);
    expect(inscription).toMatchObject({
      id,
      number: 0,
      address: alice.address,
      contentType: 'text/plain;charset=utf-8',
      contentLength: 9,
      genesisHeight: height,
      genesisFee: revealTx?.fee,
      satpoint: { txid: made.txid, vout: 0, offset: 0n },
      value: 10_000,
    });
    expect(await ord.output(`${made.txid}:0`)).toMatchObject({
      outpoint: `${made.txid}:0`,
      value: 10_000,
      address: alice.address,
      inscriptions: [id],
      spent: false,
    });
    expect(await ord.blockInscriptionIds(height)).toEqual([id]);
    const content = await ord.content(id);
    expect(content?.contentType).toBe('text/plain;charset=utf-8');
    expect(new TextDecoder().decode(content?.body)).toBe('hello ord');

    const [coin] = made.outputs;
    if (coin === undefined) throw new Error('no output');
    const moved = spend(alice, [coin], [{ script: bob.script, value: 9_000n }]);
    await devnet().broadcast(moved.toHex());
    await mineAndIndex();
    expect(await ord.inscription(id)).toMatchObject({
      address: bob.address,
      satpoint: { txid: moved.getId(), vout: 0, offset: 0n },
      value: 9_000,
      genesisHeight: height,
    });
    expect(await ord.output(`${made.txid}:0`)).toMatchObject({ inscriptions: [], spent: true });
    expect(await ord.output(`${moved.getId()}:0`)).toMatchObject({ inscriptions: [id], address: bob.address });
  });

  it('pages a block of more than 100 inscriptions and knows nothing it has not indexed', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 101; n += 1) {
      const made = await reveal(devnet(), [text(`page ${n}`)], [{ ...bob, value: 546n }]);
      ids.push(`${made.txid}i0`);
    }
    const [block] = await devnet().mine(1);
    if (block === undefined) throw new Error('no block');
    // Mined, not yet indexed: ord behind the chain answers as if the block were not there.
    expect(await ord.blockInscriptionIds(block.height)).toBeUndefined();
    expect(await ord.inscription(ids[0] ?? '')).toBeUndefined();
    await server.services.indexer.syncToTip();
    const listed = await ord.blockInscriptionIds(block.height);
    expect(listed).toHaveLength(101);
    expect([...(listed ?? [])].sort()).toEqual([...ids].sort());
    const numbers = await Promise.all(
      (listed ?? []).slice(0, 3).map(async (id) => (await ord.inscription(id))?.number),
    );
    expect(numbers).toEqual([1, 2, 3]);

    expect(await ord.inscription(`${'0'.repeat(64)}i0`)).toBeUndefined();
    expect(await ord.output(`${'0'.repeat(64)}:0`)).toBeUndefined();
    expect(await ord.content(`${'0'.repeat(64)}i0`)).toBeUndefined();
    const raw = await fetch(`${server.url}/ord/inscription/not-an-id`);
    expect(raw.status).toBe(404);
  });
});
