import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerOf, recharge } from '../blindBox/testing/boxTestKit';
import type { DatabaseHandle } from '../db/database';
import { openMarket, testSeller } from '../market/nft/testing/marketTestKit';
import type { RunningServer } from '../startServer';
import { testDatabases } from '../testing/testDatabases';
import { postJson, startTestServer } from '../testing/startTestServer';

vi.setConfig({ testTimeout: 60_000 });

const [pglite] = testDatabases;

interface Health {
  tip_height: number | null;
  indexed_height: number | null;
  indexer_lag: number | null;
  indexer_stopped: string | null;
  chain_sources: unknown[];
  service_wallet: { held_sats: number; held_coins: number; owed_sats: number };
}

describe('the health answer', () => {
  let database: DatabaseHandle | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    await database?.close();
    server = undefined;
    database = undefined;
  });
  const health = async (url: string) => (await postJson(url, '/api/v1/health', {})).body.data as Health;

  it('tells an operator how far the indexer trails the chain, and why it stopped after a reorg deeper than its undo', async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database, { INDEXER_UNDO_DEPTH: '2' });
    const { devnet, indexer } = server.services;
    if (!devnet) throw new Error('the test server runs the devnet');
    await devnet.mine(4);
    await indexer.syncToTip();
    expect(await health(server.url)).toEqual(
      expect.objectContaining({ tip_height: 4, indexed_height: 4, indexer_lag: 0, indexer_stopped: null }),
    );

    await devnet.rollback(3);
    await devnet.mine(5);
    await expect(indexer.syncToTip()).rejects.toThrow(/^Indexing stopped at block 4: /);
    const stopped = await health(server.url);
    expect(stopped).toEqual(expect.objectContaining({ tip_height: 6, indexed_height: 4, indexer_lag: 2 }));
    expect(stopped.indexer_stopped).toBe(indexer.stoppedBecause());
    expect(stopped.indexer_stopped).toContain('restart the server');
  });

  it('shows the service wallet coins held for the box against what the box owes, and the chain source', async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    const market = await openMarket(pglite);
    try {
      const empty = await health(market.server.url);
      expect(empty.service_wallet).toEqual({ held_sats: 0, held_coins: 0, owed_sats: 0 });
      expect(empty.chain_sources).toEqual([{ name: 'devnet', failed_requests: 0, last_failure: null }]);
      const player = await playerOf(market, testSeller(61), 1);
      await recharge(market, player, 50_000n);
      await recharge(market, player, 7_000n);
      expect((await health(market.server.url)).service_wallet).toEqual({
        held_sats: 57_000,
        held_coins: 2,
        owed_sats: 57_000,
      });
    } finally {
      await market.close();
    }
  });
});
