import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainSource } from '../ChainSource';
import { fund, p2wpkhWallet, spend } from '../devnet/testing/devnetTestKit';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import { openEsploraChain } from '../esplora/openEsploraChain';
import { startFaultyProxy, type FaultyProxy } from '../esplora/testing/faultyProxy';
import { hookTimeout, openMarket, type MarketUnderTest } from '../../market/nft/testing/marketTestKit';
import { devnetOf } from '../../market/nft/testing/purchaseTestKit';
import { testDatabases } from '../../testing/testDatabases';
import type { BlockRun } from './blockRun';
import { decodeRawBlock } from './decodeRawBlock';

const [pglite] = testDatabases;
const payer = p2wpkhWallet(141);

/** What the indexer takes from a run: every block's transactions, and what each one spent and paid in fees. */
async function facts(run: BlockRun) {
  return Promise.all(
    run.blocks.map(async (block) => ({
      hash: block.hash,
      previousHash: block.previousHash,
      time: block.time,
      transactions: await Promise.all(
        block.transactions.map(async ({ txid, tx }) => ({
          txid,
          hex: tx.toHex(),
          inputs: await run.prevouts.inputValues(txid),
          fee: await run.prevouts.fee(txid),
        })),
      ),
    })),
  );
}

/** A block of 60 transactions (three pages of Esplora's 25), read from another server's Esplora routes. */
describe('reading whole blocks from Esplora, and from a host that has no raw blocks', () => {
  let upstream: MarketUnderTest;
  let proxy: FaultyProxy;
  let esplora: ChainSource;
  let height: number;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    upstream = await openMarket(pglite, undefined, { SEED_MARKET: 'false' });
    const devnet = devnetOf(upstream);
    const coin = await fund(devnet, payer, 200_000n);
    const fanOut = spend(
      payer,
      [coin],
      Array.from({ length: 59 }, () => ({ script: payer.script, value: 3_000n })),
    );
    await devnet.broadcast(fanOut.toHex());
    await devnet.mine(1);
    for (const vout of fanOut.outs.keys()) {
      const piece = { txid: fanOut.getId(), vout, value: 3_000n, script: payer.script };
      await devnet.broadcast(spend(payer, [piece], [{ script: payer.script, value: 2_700n }]).toHex());
    }
    [{ height } = { height: -1 }] = await devnet.mine(1);
    proxy = await startFaultyProxy(`${upstream.server.url}/mempool/api`);
    esplora = openEsploraChain({ NETWORK: 'devnet', ESPLORA_URLS: [proxy.url] }, pino({ level: 'silent' }), {
      attempts: 1,
    });
  }, 2 * hookTimeout);
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  }, hookTimeout);

  it('reads the block in one request and its prevouts a page at a time, as the devnet stores them', async () => {
    const expected = await facts(await devnetOf(upstream).readBlocks(height, height));
    expect(expected[0]?.transactions).toHaveLength(60);
    proxy.forwarded.length = 0;
    expect(await facts(await esplora.readBlocks(height, height))).toEqual(expected);
    const routes = proxy.forwarded.map((request) => request.replace(/[0-9a-f]{64}/, ':hash'));
    expect(routes).toEqual([
      `GET /block-height/${height}`,
      'GET /block/:hash/raw',
      'GET /block/:hash/txs/0',
      'GET /block/:hash/txs/25',
      'GET /block/:hash/txs/50',
    ]);
  });

  it('rebuilds every transaction from the pages where the host serves no raw block, and checks each txid', async () => {
    const expected = await facts(await devnetOf(upstream).readBlocks(height, height));
    proxy.fail('GET', /\/raw$/, 'missing');
    proxy.forwarded.length = 0;
    expect(await facts(await esplora.readBlocks(height, height))).toEqual(expected);
    expect(proxy.forwarded.filter((request) => request.includes('/txs/'))).toHaveLength(3);

    // A page whose JSON describes another transaction than its txid is caught, not indexed.
    proxy.heal();
    proxy.fail('GET', /\/raw$/, 'missing');
    proxy.rewrite('GET', /\/txs\/25$/, (body) => body.replace(/"locktime":0/, '"locktime":1'));
    await expect(esplora.readBlocks(height, height)).rejects.toThrow(/serialize to another/);
    proxy.heal();
  });

  it('refuses a raw block that does not hash to the block asked for', async () => {
    proxy.fail('GET', /\/raw$/, 'malformed');
    const read = esplora.readBlocks(height, height);
    await expect(read).rejects.toBeInstanceOf(ChainResponseError);
    await expect(read).rejects.toThrow(/do not decode|does not match its hash/);
    proxy.heal();
  });

  it("refuses another block's bytes, whole and well formed, for the hash asked", async () => {
    const devnet = devnetOf(upstream);
    const asked = (await devnet.blockHashAt(height)) ?? '';
    const other = await devnet.blockRaw((await devnet.blockHashAt(height - 1)) ?? '');
    if (other === undefined) throw new Error('the devnet has no block below');
    expect(() => decodeRawBlock(other, height, asked, 'Esplora')).toThrow(
      `Esplora answered block ${asked} with a block that does not match its hash`,
    );
    const own = await devnet.blockRaw(asked);
    if (own === undefined) throw new Error('the devnet lost the block');
    expect(decodeRawBlock(own, height, asked, 'Esplora').transactions).toHaveLength(60);
  });
});
