import { asc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import { inscriptionOrders } from '../db/schema';
import { startRepeatingPass } from '../jobs/repeatingPass';
import type { ServiceCoinWatch } from '../serviceCoins/watchServiceCoins';
import { fulfilOrder } from './fulfilOrder';
import type { OrderFulfilments } from './orderFulfilment';
import { sendOrderTransactions, sendStored } from './sendStored';
import type { ServiceWallet } from './serviceWallet';
import { returnStrayCoins } from './returnStrayCoins';
import { watchPayments } from './watchPayments';

/**
 * Orders whose transactions go out at once: each send mostly waits on the chain and the database, so a few overlap
 * while the next order is signed (within the database pool's 10 connections).
 */
const sendsAtOnce = 4;

export interface InscriptionServiceParts {
  readonly db: Database;
  readonly chain: ChainSource;
  readonly wallet: ServiceWallet;
  /** The service's coins between blocks (the indexer notes them in blocks). */
  readonly coins: ServiceCoinWatch;
  readonly fulfilments: OrderFulfilments;
  readonly log: Logger;
  /** Confirmations a payment needs before it is spent: 0 takes it from the mempool. */
  readonly confirmations: number;
  readonly intervalMs: number;
  readonly now: () => Date;
  /** Called before each transaction is sent: a test throws here to stop the service as a crash would. */
  readonly beforeSend?: (transaction: { orderId: string; role: string; position: number }) => void;
}

export interface InscriptionService {
  /**
   * One pass: notes payments; turns each paid order into stored transactions and sends them at once; returns stray
   * coins; sends what is still stored (and resends what the chain lost).
   */
  runOnce(): Promise<void>;
  /** The first step alone: what a crash right after a payment was seen leaves behind. */
  watchPayments(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Turns payments into inscriptions. Every step keeps its state in the database, and each transaction is stored
 * before it is sent, so a restart (the first pass runs at once) carries every order on from where it stood: a paid
 * order is fulfilled, a stored transaction is sent, a sent one the chain lost is sent again, byte for byte.
 *
 * Payments are learned from what the indexer reads and from the mempool (`coins`), never by asking the chain about
 * each address, so a pass costs the chain the same whatever the number of orders. Orders in play, and those ended in
 * the last day, are looked at every pass; every order ever placed is looked at again at each new block (and at the
 * first pass after a start), so a payment to an old order's address is returned whenever it comes.
 */
export function startInscriptionService(parts: InscriptionServiceParts): InscriptionService {
  const { db, log } = parts;
  let everyOrderLookedAtTip: number | undefined;
  const watch = async (): Promise<number> => {
    await parts.coins.follow();
    const tip = await parts.chain.tipHeight();
    const look = tip === everyOrderLookedAtTip ? 'active' : 'every order';
    await watchPayments({ ...parts, look });
    if (look === 'every order') everyOrderLookedAtTip = tip;
    return tip;
  };
  const runOnce = async (): Promise<void> => {
    const tip = await watch();
    const paid = await db
      .select({ id: inscriptionOrders.id })
      .from(inscriptionOrders)
      .where(eq(inscriptionOrders.status, 'paid'))
      .orderBy(asc(inscriptionOrders.paidAt), asc(inscriptionOrders.createdAt), asc(inscriptionOrders.id));
    const justSent = new Set<string>();
    // Each order's transactions go out as soon as they are signed, in their order (its commit before its reveals),
    // while the next orders are claimed and signed: a few orders' sends at once, each waiting on the chain. A send
    // that fails stops the pass once those under way are done (its order resumes next pass, as after a crash).
    let failure: { readonly error: unknown } | undefined;
    const sending = new Set<Promise<void>>();
    for (const { id } of paid) {
      if (failure) break;
      try {
        await fulfilOrder({ ...parts, tip, orderId: id });
      } catch (error) {
        // One order's trouble must not hold up the others; it is tried again next pass.
        log.warn({ err: error, orderId: id }, 'an inscription order could not be fulfilled this pass');
        continue;
      }
      while (sending.size >= sendsAtOnce) await Promise.race(sending);
      const send: Promise<void> = sendOrderTransactions(parts, id)
        .then(
          (txids) => {
            for (const txid of txids) justSent.add(txid);
          },
          (error: unknown) => {
            failure ??= { error };
          },
        )
        .finally(() => sending.delete(send));
      sending.add(send);
    }
    await Promise.all(sending);
    if (failure) throw failure.error;
    await returnStrayCoins({ ...parts, tip });
    await sendStored(parts, justSent);
  };

  const passes = startRepeatingPass(runOnce, parts.intervalMs, log, 'inscription service');

  return {
    runOnce: () => passes.run(runOnce),
    watchPayments: async () => {
      await passes.run(watch);
    },
    close: () => passes.close(),
  };
}
