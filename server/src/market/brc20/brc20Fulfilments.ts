import { mintsCredited } from '@ordmarket/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { brc20InscribeTasks, inscriptionOrders } from '../../db/schema';
import type { Claim, OrderFulfilment } from '../../inscribing/orderFulfilment';
import { ApiError } from '../../http/ApiError';
import { checkDeploy } from './deployRules';
import { brc20Draft } from './inscriptionCost';
import { findTick } from './findTick';
import { checkMintAgainst } from './mintRules';
import { lockTickSupply, supplyLeft } from './mintsInFlight';
import { checkTransfer } from './transferRules';

async function taskOf(tx: Transaction, id: string) {
  const [task] = await tx.select().from(brc20InscribeTasks).where(eq(brc20InscribeTasks.id, id));
  if (!task) throw new Error(`inscription order ${id} has no BRC-20 task`);
  return task;
}

const inscriptions = (content: string, repeat: number): Claim => ({
  inscriptions: Array.from({ length: repeat }, () => brc20Draft(content)),
});

/** The rule refused the order when it was placed; by payment time it may refuse it again (the tick moved on). */
async function stillValid(check: () => unknown): Promise<string | undefined> {
  try {
    await check();
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return `${error.message} Your payment has been returned.`;
    throw error;
  }
}

/**
 * BRC-20 orders: at payment each is checked again against the ledger as it is then, because a token deployed or
 * minted out meanwhile would make the inscription worthless; such an order is refunded instead.
 */
export const brc20Fulfilments: Record<'brc20_deploy' | 'brc20_mint' | 'brc20_transfer', OrderFulfilment> = {
  brc20_deploy: {
    async claim(tx, order) {
      const task = await taskOf(tx, order.id);
      const deploy = JSON.parse(task.content) as {
        tick: string;
        max: string;
        lim?: string;
        dec?: string;
        self_mint?: string;
      };
      const refusal = await stillValid(() =>
        checkDeploy(tx, {
          tick: deploy.tick,
          max: deploy.max,
          lim: deploy.lim,
          dec: deploy.dec,
          self_mint: deploy.self_mint === 'true',
        }),
      );
      if (refusal !== undefined) return { refuse: refusal };
      // Until the first deploy is mined the ledger does not know the tick: a second one must not go out meanwhile.
      const [first] = await tx
        .select({ id: brc20InscribeTasks.id })
        .from(brc20InscribeTasks)
        .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, brc20InscribeTasks.id))
        .where(
          and(
            eq(brc20InscribeTasks.kind, 'deploy'),
            eq(brc20InscribeTasks.tick, task.tick),
            inArray(inscriptionOrders.status, ['inscribing', 'inscribed']),
          ),
        )
        .limit(1);
      if (first)
        return {
          refuse: `Another deploy of ${deploy.tick} is already being inscribed. Your payment has been returned.`,
        };
      return inscriptions(task.content, task.repeat);
    },
  },
  brc20_mint: {
    /**
     * Under the tick's supply lock, with the mints of orders inscribed before it counted (paid orders claim in the
     * order they were paid): every mint the supply left still credits is inscribed, the rest go back.
     */
    async claim(tx, order) {
      const task = await taskOf(tx, order.id);
      const { amt } = JSON.parse(task.content) as { amt: string };
      const tick = await findTick(tx, task.tick);
      if (!tick) return { refuse: 'The token is no longer known. Your payment has been returned.' };
      const refusal = await stillValid(() => checkMintAgainst(tick, amt));
      if (refusal !== undefined) return { refuse: refusal };
      const { value } = checkMintAgainst(tick, amt);
      await lockTickSupply(tx, tick.tick);
      const { left } = await supplyLeft(tx, tick, 'inscribed', order.id);
      const fit = mintsCredited(left, value);
      if (fit === 0n) {
        return {
          refuse: `Mint orders paid before yours took what was left of ${tick.displayTick}. Your payment has been returned.`,
        };
      }
      if (fit >= BigInt(task.repeat)) return inscriptions(task.content, task.repeat);
      const returned = task.repeat - Number(fit);
      return {
        ...inscriptions(task.content, Number(fit)),
        note: `Only ${fit} of your ${task.repeat} mints fit what was left of ${tick.displayTick} when your payment arrived: those were inscribed, and the part of your payment for the other ${returned} was returned.`,
      };
    },
  },
  brc20_transfer: {
    async claim(tx, order) {
      const task = await taskOf(tx, order.id);
      const { amt } = JSON.parse(task.content) as { amt: string };
      const tick = await findTick(tx, task.tick);
      if (!tick) return { refuse: 'The token is no longer known. Your payment has been returned.' };
      const checked = await checkTransfer(tx, order.receiverAddress, tick, amt, order.id);
      return 'refuse' in checked
        ? { refuse: `${checked.refuse} Your payment has been returned.` }
        : inscriptions(checked.content, 1);
    },
  },
};
