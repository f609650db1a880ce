import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDevnet, p2trWallet, p2wpkhWallet } from '../../chain/devnet/testing/devnetTestKit';
import type { OpenedDevnet } from '../../chain/devnet/openDevnet';
import type { DatabaseHandle } from '../../db/database';
import { collectionItems, collections, inscriptionAttributes, inscriptions } from '../../db/schema';
import type { Indexer } from '../../indexer/Indexer';
import { reveal, testIndexer, text } from '../../indexer/testing/indexerTestKit';
import { postJson, startTestServer } from '../../testing/startTestServer';
import { testDatabases } from '../../testing/testDatabases';
import { importCatalog } from './importCatalog';
import { loadCatalogFile } from './loadCatalogFile';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const artist = p2trWallet(35);
const collector = p2wpkhWallet(36);
const folder = mkdtempSync(join(tmpdir(), 'catalog-'));
let files = 0;
/** Writes `content` (JSON unless a string) to a new file and answers its path. */
const catalogFile = (content: unknown) => {
  files += 1;
  const path = join(folder, `catalog-${files}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const id = (n: number) => `${n.toString(16).padStart(64, '0')}i0`;

describe('loading a collections file', () => {
  const refusal = (content: unknown) => loadCatalogFile(catalogFile(content), 'devnet');

  it('names the file, the place and the reason of every mistake, and reads a good file whole', async () => {
    await expect(loadCatalogFile(join(folder, 'missing.json'), 'devnet')).rejects.toThrow(
      /^Invalid server configuration\. COLLECTIONS_FILE \(.*missing\.json\): cannot be read/,
    );
    await expect(refusal('{"oops"')).rejects.toThrow(/: is not JSON$/);
    const stones = { id: 'stones', name: 'Stones', supply: 3, items: [{ inscription_id: id(1) }] };
    await expect(refusal([stones, { ...stones, items: [] }])).rejects.toThrow(
      '1.id: collection stones is listed twice',
    );
    await expect(refusal([stones, { ...stones, id: 'pebbles' }])).rejects.toThrow(
      `1.items.0.inscription_id: ${id(1)} is already in collection stones`,
    );
    await expect(refusal([{ ...stones, royalty_bps: 500 }])).rejects.toThrow(
      '0.royalty_address: required with a royalty',
    );
    await expect(refusal([{ ...stones, creator_address: 'bc1qnotdevnet' }])).rejects.toThrow(
      '0.creator_address: not a devnet address',
    );
    await expect(refusal([{ ...stones, twitter_url: 'http://x.com/stones' }])).rejects.toThrow(
      '0.twitter_url: expected an https:// link',
    );
    await expect(
      refusal([
        {
          ...stones,
          items: [
            {
              inscription_id: id(1),
              attributes: [
                { trait_type: 'a', value: '1' },
                { trait_type: 'a', value: '2' },
              ],
            },
          ],
        },
      ]),
    ).rejects.toThrow('0.items.0.attributes: each trait_type once per item');
    await expect(refusal([{ ...stones, items: [{ inscription_id: 'nope' }] }])).rejects.toThrow(
      '0.items.0.inscription_id: expected an inscription id',
    );

    expect(
      await refusal([{ ...stones, cover_url: `/content/${id(1)}`, royalty_bps: 250, royalty_address: artist.address }]),
    ).toEqual([
      expect.objectContaining({
        id: 'stones',
        royalty_bps: 250,
        description: '',
        items: [{ inscription_id: id(1), name: '', attributes: [] }],
      }),
    ]);
  });
});

describe.each(testDatabases)('importing a catalog on $name', (testDatabase) => {
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
  const inscribe = async (body: string) => {
    const made = await reveal(devnet, [text(body)], [{ ...collector, value: 546n }]);
    return `${made.txid}i0`;
  };
  const rowOf = async (inscriptionId: string) => {
    const [row] = await database.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    const traits = await database.db
      .select({ type: inscriptionAttributes.traitType, value: inscriptionAttributes.value })
      .from(inscriptionAttributes)
      .where(eq(inscriptionAttributes.inscriptionId, inscriptionId))
      .orderBy(asc(inscriptionAttributes.traitType));
    return { collection: row?.collectionId, name: row?.name, traits };
  };

  it('gives indexed inscriptions their collection at once and later ones as they are indexed, idempotently', async () => {
    const early = await inscribe('early');
    await devnet.mine(1);
    await indexer.syncToTip();
    const late = await inscribe('late');
    const stones = (earlyName: string) => ({
      id: 'stones',
      name: 'Stones',
      description: 'Round ones',
      cover_url: '',
      twitter_url: '',
      discord_url: '',
      website_url: 'https://stones.example',
      supply: 2,
      creator_address: artist.address,
      royalty_bps: 300,
      royalty_address: artist.address,
      items: [
        { inscription_id: early, name: earlyName, attributes: [{ trait_type: 'colour', value: 'grey' }] },
        { inscription_id: late, name: 'Late stone', attributes: [{ trait_type: 'colour', value: 'red' }] },
      ],
    });
    expect(await importCatalog(database.db, [stones('Early stone')])).toEqual({ collections: 1, items: 2 });
    expect(await rowOf(early)).toEqual({
      collection: 'stones',
      name: 'Early stone',
      traits: [{ type: 'colour', value: 'grey' }],
    });
    const [row] = await database.db.select().from(collections).where(eq(collections.id, 'stones'));
    expect(row).toMatchObject({ name: 'Stones', supply: 2, royaltyFeeBps: 300, royaltyAddress: artist.address });

    await devnet.mine(1);
    await indexer.syncToTip();
    expect(await rowOf(late)).toEqual({
      collection: 'stones',
      name: 'Late stone',
      traits: [{ type: 'colour', value: 'red' }],
    });

    // Again, unchanged: nothing moves. Then renamed: the indexed row follows.
    const items = () => database.db.select().from(collectionItems).orderBy(asc(collectionItems.inscriptionId));
    const before = await items();
    await importCatalog(database.db, [stones('Early stone')]);
    expect(await items()).toEqual(before);
    await importCatalog(database.db, [
      { ...stones('First stone'), items: [{ inscription_id: early, name: 'First stone', attributes: [] }] },
    ]);
    expect(await rowOf(early)).toEqual({ collection: 'stones', name: 'First stone', traits: [] });
    expect(await rowOf(late)).toEqual({
      collection: 'stones',
      name: 'Late stone',
      traits: [{ type: 'colour', value: 'red' }],
    });
  });
});

describe('a server started with COLLECTIONS_FILE', () => {
  const [pglite] = testDatabases;

  it('answers the curated collections, and will not start on a bad file', async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    const database = await pglite.open();
    try {
      const path = catalogFile([{ id: 'stones', name: 'Stones', supply: 7, items: [{ inscription_id: id(9) }] }]);
      const server = await startTestServer(database, { COLLECTIONS_FILE: path });
      const detail = await postJson(server.url, '/btc/ordinals/get_collection_detail', { collection_id: 'stones' });
      await server.close();
      expect(detail.body).toMatchObject({ code: 0, data: { name: 'Stones', supply: 7 } });
      await expect(startTestServer(database, { COLLECTIONS_FILE: catalogFile('[1]') })).rejects.toThrow(
        /^Invalid server configuration\. COLLECTIONS_FILE \(.*\): 0: /,
      );
    } finally {
      await database.close();
    }
  });
});
