import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { Database } from '../../db/database';
import { inscriptionOrders, inscriptionTransactions, mintItems, mints } from '../../db/schema';
import { orderFulfilments } from '../../app/orderFulfilments';
import { seedCollection, type MarketUnderTest } from '../../market/nft/testing/marketTestKit';
import { devnetOf } from '../../market/nft/testing/purchaseTestKit';
import { watchServiceCoins } from '../../serviceCoins/watchServiceCoins';
import { startInscriptionService, type InscriptionService, type InscriptionServiceParts } from '../inscriptionService';
import type { OrderFulfilments } from '../orderFulfilment';

/**
 * Another inscription service over the test server's database and chain, as a restarted process would start one:
 * nothing carried over in memory. `fulfilments` lets a test watch the order kinds' steps. Test-only.
 */
export function restartedService(
  market: MarketUnderTest,
  beforeSend?: InscriptionServiceParts['beforeSend'],
  now: () => Date = () => new Date(),
  fulfilments: OrderFulfilments = orderFulfilments,
): InscriptionService {
  const { services } = market.server;
  return startInscriptionService({
    db: market.db,
    chain: services.chain,
    // Nothing carried over in memory: the new watch reads the whole mempool on its first look.
    coins: watchServiceCoins(market.db, services.chain),
    wallet: services.inscribing.wallet,
    fulfilments,
    log: pino({ level: 'silent' }),
    confirmations: 0,
    intervalMs: 0,
    now,
    ...(beforeSend === undefined ? {} : { beforeSend }),
  });
}

/** Pays an order's address from the devnet faucet, as a wallet's send would; answers the payment's txid. */
export function payOrder(market: MarketUnderTest, paymentAddress: string, sats: bigint | number): Promise<string> {
  return devnetOf(market).faucet(paymentAddress, BigInt(sats));
}

export async function orderRow(market: MarketUnderTest, id: string) {
  const [row] = await market.db.select().from(inscriptionOrders).where(eq(inscriptionOrders.id, id));
  if (!row) throw new Error(`no inscription order ${id}`);
  return row;
}

export function orderTransactions(market: MarketUnderTest, id: string) {
  return market.db
    .select()
    .from(inscriptionTransactions)
    .where(eq(inscriptionTransactions.orderId, id))
    .orderBy(asc(inscriptionTransactions.position));
}

/** Sats the chain holds at an address (mempool included). */
export async function heldAt(market: MarketUnderTest, address: string): Promise<bigint[]> {
  const coins = await market.server.services.chain.addressUtxos(address);
  return coins.map((coin) => BigInt(coin.value)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A launchpad order as gen_mint_payment answers it: where to pay, the four parts of what to pay, and their total. */
export interface MintOrder {
  order_id: string;
  payment_address: string;
  mint_price: number;
  service_fee: number;
  inscription_postage: number;
  network_fee: number;
  /** What the minter sends to the order's payment address. */
  total_amount: number;
}

/** A prepared item of a test mint: its content type and body at `position` (from 1). */
export interface TestMintItems {
  readonly contentType: string;
  readonly body: (position: number) => Uint8Array;
}

const textItems = (collectionId: string): TestMintItems => ({
  contentType: 'text/plain;charset=utf-8',
  body: (position) => new TextEncoder().encode(`${collectionId} ${position}`),
});

/**
 * A collection `id` by `creatorAddress` with its public mint `${id}-mint` open since an hour ago, at 10,000 sats plus
 * a 1,000-sat platform fee a mint, and `supply` prepared items named `${id} #n`. Test-only.
 */
export async function openTestMint(
  db: Database,
  id: string,
  terms: { creatorAddress: string; supply: number; maxMintNum: number; items?: TestMintItems },
): Promise<void> {
  const items = terms.items ?? textItems(id);
  await seedCollection(db, id, { name: id, creatorAddress: terms.creatorAddress });
  await db.insert(mints).values({
    id: `${id}-mint`,
    collectionId: id,
    publicStartAtSec: Math.floor(Date.now() / 1000) - 3600,
    mintPriceSats: 10_000n,
    serviceFeeSats: 1_000n,
    supply: terms.supply,
    maxMintNum: terms.maxMintNum,
  });
  await db.insert(mintItems).values(
    Array.from({ length: terms.supply }, (_, index) => ({
      mintId: `${id}-mint`,
      position: index + 1,
      name: `${id} #${index + 1}`,
      contentType: items.contentType,
      body: items.body(index + 1),
    })),
  );
}
