import { inArray } from 'drizzle-orm';
import { inscriptionOrders, mintItems, mints } from '../src/db/schema';
import { payOrder, restartedService, type MintOrder } from '../src/inscribing/testing/inscriptionTestKit';
import { openMarket, seedCollection, testSeller, type MarketUnderTest } from '../src/market/nft/testing/marketTestKit';
import { mineAndIndex, taprootBuyer } from '../src/market/nft/testing/purchaseTestKit';
import { closeTestDatabases, testDatabases, type TestDatabase } from '../src/testing/testDatabases';

/**
 * The inscription service delivering a 100-inscription launchpad batch on the devnet (in-process chain), on
 * PostgreSQL (with TEST_DATABASE_URL) and on PGlite: the orders are placed over HTTP and paid from the faucet first
 * (not timed), then `runOnce` passes run until every order is inscribed. Throughput is the batch's 100 inscriptions
 * over the wall time of those passes (target for 100 single orders: 5,000 a minute); latency is each order's
 * `finished_at - paid_at`, from the look that saw its payment to its reveals broadcast. An order's transactions go
 * out as soon as it is signed, while the next is signed, so an order waits only for those paid before it in the same
 * look. The devnet shares the database and the thread, so its acceptance of every transaction is counted too. Each shape runs on a fresh mint of 100 items, a few
 * times; medians of the runs are printed, as one machine's wall clock is noisy (other processes, GC, the JIT
 * warming up).
 * Payments are not reported with update_order_txid: its nudge would start passes of its own during the timing.
 */
const runs = 3;
const batch = 100;
const shapes = [
  { orders: 10, mintNum: 10 },
  { orders: 100, mintNum: 1 },
  { orders: 1, mintNum: 1 },
] as const;
const feeRate = 2;
const maxPasses = 20;
const paymentsPerBlock = 20;
const minter = taprootBuyer(211);
const creator = testSeller(212);
/** Inscriptions a minute for 100 single orders (issue 32). */
const target = 5_000;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: readonly number[], fraction: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * fraction) - 1)] ?? 0;

/** An SVG of about 600 bytes, different for every item, as a generative PFP collection's would be. */
const artwork = (n: number) =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${Array.from(
      { length: 12 },
      (_, layer) =>
        `<rect x="${(n + layer) % 24}" y="${(n * 7 + layer) % 24}" width="3" height="3" fill="#${((n * 2654435761 + layer) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}"/>`,
    ).join('')}</svg>`,
  );

/** A public mint of `batch` items at 10,000 sats each, open to one address for all of them. */
async function seedMint(market: MarketUnderTest, id: string): Promise<void> {
  await seedCollection(market.db, id, { name: id, supply: batch, creatorAddress: creator.address });
  await market.db.insert(mints).values({
    id,
    collectionId: id,
    publicStartAtSec: Math.floor(Date.now() / 1000) - 60,
    mintPriceSats: 10_000n,
    serviceFeeSats: 1_000n,
    supply: batch,
    maxMintNum: batch,
  });
  await market.db.insert(mintItems).values(
    Array.from({ length: batch }, (_, index) => ({
      mintId: id,
      position: index + 1,
      name: `${id} #${index + 1}`,
      contentType: 'image/svg+xml',
      body: artwork(index),
    })),
  );
}

async function placeAndPay(market: MarketUnderTest, token: string, mintId: string, mintNum: number) {
  const { body } = await market.call(
    '/btc/ordinals/gen_mint_payment',
    {
      collection_id: mintId,
      fee_rate: feeRate,
      mint_num: mintNum,
      receiver_address: minter.address,
      refund_address: minter.address,
    },
    token,
  );
  const order = body.data as MintOrder | null;
  if (body.code !== 0 || !order) throw new Error(`order refused: ${body.msg}`);
  await payOrder(market, order.payment_address, order.total_amount);
  return order.order_id;
}

/** Passes until every order is inscribed; answers the wall time and each order's paid-to-finished milliseconds. */
async function deliver(market: MarketUnderTest, orderIds: readonly string[]) {
  const started = performance.now();
  for (let pass = 0; pass < maxPasses; pass += 1) {
    await market.server.inscriptionService.runOnce();
    const rows = await market.db.select().from(inscriptionOrders).where(inArray(inscriptionOrders.id, orderIds));
    const stuck = rows.find((row) => !['awaiting_payment', 'paid', 'inscribing', 'inscribed'].includes(row.status));
    if (stuck) throw new Error(`order ${stuck.id} ended ${stuck.status}: ${stuck.reason ?? 'no reason'}`);
    if (rows.every((row) => row.status === 'inscribed')) {
      const elapsedMs = performance.now() - started;
      const latencies = rows.map((row) => (row.finishedAt?.getTime() ?? 0) - (row.paidAt?.getTime() ?? 0));
      return { elapsedMs, passes: pass + 1, latencies };
    }
  }
  throw new Error(`the batch was not inscribed in ${maxPasses} passes`);
}

async function bench(testDatabase: TestDatabase): Promise<void> {
  const market = await openMarket(testDatabase);
  try {
    const token = await market.tokenFor(minter.address, '00000000-0000-4000-8000-000000000211');
    for (const shape of shapes) await benchShape(market, token, testDatabase.name, shape);
    await lookAtEndedOrders(market, testDatabase.name);
  } finally {
    await market.close();
  }
}

async function benchShape(
  market: MarketUnderTest,
  token: string,
  database: TestDatabase['name'],
  shape: (typeof shapes)[number],
): Promise<void> {
  const perMinute: number[] = [];
  const medians: number[] = [];
  const p95s: number[] = [];
  const passes: number[] = [];
  const alone = shape.orders === 1;
  const rounds = alone ? runs * 3 : runs;
  for (let run = 0; run < rounds; run += 1) {
    const mintId = `bench-${shape.orders}x${shape.mintNum}-${run}`;
    await seedMint(market, mintId);
    const orderIds: string[] = [];
    for (let n = 0; n < shape.orders; n += 1) {
      orderIds.push(await placeAndPay(market, token, mintId, shape.mintNum));
      // The faucet pays from its own change: a block now and then keeps its chain of unconfirmed payments within
      // Core's ancestor limit, past which the service cannot judge a payment until it confirms.
      if ((n + 1) % paymentsPerBlock === 0) await mineAndIndex(market);
    }
    const delivered = await deliver(market, orderIds);
    perMinute.push((shape.orders * shape.mintNum) / (delivered.elapsedMs / 60_000));
    medians.push(median(delivered.latencies));
    p95s.push(percentile(delivered.latencies, 0.95));
    passes.push(delivered.passes);
    // Mined between runs, so each starts on an empty mempool as a block interval would leave it.
    await mineAndIndex(market);
  }
  const caveat = `medians of ${rounds} runs, ${median(passes)} pass each; one machine's wall clock, noisy`;
  const throughput = median(perMinute);
  process.stdout.write(
    alone
      ? `inscription service on ${database}, one order of 1 alone (no queue): payment seen to reveal broadcast ` +
          `median ${Math.round(median(medians))} ms, slowest ${Math.round(Math.max(...medians))} ms (${caveat})\n`
      : `inscription service on ${database}, ${shape.orders} orders x ${shape.mintNum} ` +
          `(${shape.orders * shape.mintNum} inscriptions): ${Math.round(throughput)} inscriptions/min` +
          (shape.mintNum === 1
            ? ` (${(throughput / target).toFixed(2)}x the target of ${target} for 100 single orders)`
            : '') +
          `; payment seen to reveals broadcast median ${Math.round(median(medians))} ms, ` +
          `p95 ${Math.round(median(p95s))} ms (${caveat})\n`,
  );
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'inscription service: TEST_DATABASE_URL is not set, so only PGlite is measured (set it to a PostgreSQL server).',
  );
}
try {
  for (const testDatabase of [...testDatabases].reverse()) await bench(testDatabase);
} finally {
  // The test databases kept for reuse would hold the process open.
  await closeTestDatabases();
}

/**
 * What watching every order ever placed costs: a service whose clock is two days on has only ended orders, none in
 * play. Its first pass at a block looks at each of them (one chain read each, for a payment that came late); a pass
 * at the same block looks at none. Medians of a few blocks.
 */
async function lookAtEndedOrders(market: MarketUnderTest, database: TestDatabase['name']): Promise<void> {
  const ended = (await market.db.select({ id: inscriptionOrders.id }).from(inscriptionOrders)).length;
  const later = restartedService(market, undefined, () => new Date(Date.now() + 2 * 24 * 3600 * 1000));
  const atBlock: number[] = [];
  const inBlock: number[] = [];
  for (let block = 0; block < runs; block += 1) {
    await mineAndIndex(market);
    const first = performance.now();
    await later.runOnce();
    atBlock.push(performance.now() - first);
    const again = performance.now();
    await later.runOnce();
    inBlock.push(performance.now() - again);
  }
  await later.close();
  process.stdout.write(
    `inscription service on ${database}, ${ended} ended orders: the first pass at a new block looks at each for late payments in ` +
      `${Math.round(median(atBlock))} ms (${(median(atBlock) / ended).toFixed(2)} ms an order), a pass within the ` +
      `block in ${Math.round(median(inBlock))} ms (medians of ${runs} blocks; one machine's wall clock, noisy)\n`,
  );
}
