import { pino } from 'pino';
import { fund, p2wpkhWallet, spend, type Coin } from '../src/chain/devnet/testing/devnetTestKit';
import type { ChainSource } from '../src/chain/ChainSource';
import { openCoreChain, openCoreRpc } from '../src/chain/core/openCoreChain';
import { openEsploraChain } from '../src/chain/esplora/openEsploraChain';
import { startFaultyProxy, type FaultyProxy } from '../src/chain/esplora/testing/faultyProxy';
import { openMarket } from '../src/market/nft/testing/marketTestKit';
import { devnetOf } from '../src/market/nft/testing/purchaseTestKit';
import { closeTestDatabases, testDatabases } from '../src/testing/testDatabases';

/**
 * How the indexer's chain sources read blocks over HTTP from another server's devnet, as they would Bitcoin Core and
 * Esplora on a real network: requests per block and blocks/s, each source behind a counting proxy, for a run of small
 * blocks and for one block of 4,000 transactions, also behind a proxy that allows 10 requests/s and answers the rest
 * 429 with Retry-After (a public host's limit). Every transaction's prevouts and fee are read, as a block full of
 * inscriptions makes sat tracking do: the worst case. The issue measured the per-transaction reads it replaces at
 * 4,003 requests for such a block, and ChainUnavailable behind the limit.
 */
const smallBlocks = 60;
const perSmallBlock = 20;
const bigBlock = 4_000;
const log = pino({ level: 'silent' });
const [pglite] = testDatabases;
if (!pglite) throw new Error('no test database');

const upstream = await openMarket(pglite, undefined, { SEED_MARKET: 'false', DEVNET_BLOCK_SECONDS: '0' });
const devnet = devnetOf(upstream);
const payer = p2wpkhWallet(301);

/** Fan-outs of `count` coins (1,000 a transaction, within the standard size), mined; then `count` one-in-one-out
 * spends in the next blocks, `perBlock` each. */
async function spends(count: number, perBlock: number): Promise<{ from: number; to: number }> {
  const coins: Coin[] = [];
  for (let made = 0; made < count; made += 1_000) {
    const outputs = Math.min(1_000, count - made);
    const coin = await fund(devnet, payer, BigInt(outputs) * 2_000n + 50_000n);
    const fanOut = spend(
      payer,
      [coin],
      Array.from({ length: outputs }, () => ({ script: payer.script, value: 2_000n })),
    );
    const txid = await devnet.broadcast(fanOut.toHex());
    coins.push(...fanOut.outs.map((_, vout) => ({ txid, vout, value: 2_000n, script: payer.script })));
  }
  await devnet.mine(1);
  const from = (await devnet.tipHeight()) + 1;
  for (let start = 0; start < count; start += perBlock) {
    for (const coin of coins.slice(start, start + perBlock)) {
      await devnet.broadcast(spend(payer, [coin], [{ script: payer.script, value: 1_800n }]).toHex());
    }
    await devnet.mine(1);
  }
  return { from, to: await devnet.tipHeight() };
}

const started = performance.now();
const small = await spends(smallBlocks * perSmallBlock, perSmallBlock);
const big = await spends(bigBlock, bigBlock);
console.log(`generated the blocks in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const tuning = { timeoutMs: 60_000, attempts: 4, maxInFlight: 4 };
function sources(esplora: FaultyProxy, core: FaultyProxy): Record<string, ChainSource> {
  const overEsplora = openEsploraChain({ NETWORK: 'devnet', ESPLORA_URLS: [esplora.url] }, log, tuning);
  const settings = {
    NETWORK: 'devnet',
    FEE_SOURCE: 'core',
    BITCOIN_RPC_USER: 'devnet',
    BITCOIN_RPC_PASSWORD: 'devnet',
  } as const;
  const rpc = openCoreRpc(`${core.url}/`, settings, log, tuning);
  return { Esplora: overEsplora, 'Bitcoin Core': openCoreChain(rpc, settings, overEsplora, (service) => service) };
}

/** Reads `from`..`to` as the indexer does (runs of up to 100 blocks), every transaction's prevouts included. */
async function readAll(chain: ChainSource, from: number, to: number): Promise<number> {
  let transactions = 0;
  for (let height = from; height <= to; height += 100) {
    const run = await chain.readBlocks(height, Math.min(to, height + 99));
    for (const block of run.blocks) {
      for (const { txid } of block.transactions) {
        await run.prevouts.inputValues(txid);
        await run.prevouts.fee(txid);
        transactions += 1;
      }
    }
  }
  return transactions;
}

async function measure(label: string, range: { from: number; to: number }, limit?: number): Promise<void> {
  const esplora = await startFaultyProxy(`${upstream.server.url}/mempool/api`);
  const core = await startFaultyProxy(`${upstream.server.url}/bitcoin-rpc`);
  if (limit !== undefined) for (const proxy of [esplora, core]) proxy.limit(limit, 1);
  const blocks = range.to - range.from + 1;
  for (const [name, chain] of Object.entries(sources(esplora, core))) {
    const proxy = name === 'Esplora' ? esplora : core;
    const before = { esplora: esplora.forwarded.length, core: core.forwarded.length, limited: proxy.limited() };
    const start = performance.now();
    let outcome = 'read';
    try {
      await readAll(chain, range.from, range.to);
    } catch (error) {
      outcome = `failed: ${error instanceof Error ? error.name : String(error)}`;
    }
    const seconds = (performance.now() - start) / 1000;
    const requests = esplora.forwarded.length - before.esplora + core.forwarded.length - before.core;
    console.log(
      `${label}, ${name}${limit === undefined ? '' : ` behind ${limit} requests/s`}: ${outcome}; ` +
        `${(requests / blocks).toFixed(2)} requests per block (${requests} for ${blocks}), ` +
        `${(blocks / seconds).toFixed(1)} blocks/s (${seconds.toFixed(1)} s)` +
        (limit === undefined ? '' : `, ${proxy.limited() - before.limited} answered 429`),
    );
  }
  await Promise.all([esplora.close(), core.close()]);
}

await measure(`${smallBlocks} blocks of ${perSmallBlock + 1} transactions`, small);
await measure(`one block of ${bigBlock + 1} transactions`, { from: big.to, to: big.to });
await measure(`one block of ${bigBlock + 1} transactions`, { from: big.to, to: big.to }, 10);
await upstream.close();
// The test databases kept for reuse would hold the process open.
await closeTestDatabases();
