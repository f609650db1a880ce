import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { boxAddresses, boxCoins, boxWithdrawals, ledgerMovements } from '../db/schema';
import { newServiceAddress } from '../inscribing/serviceWallet';
import type { BoxPolicy } from './boxPolicy';
import {
  balancesOf,
  brc20Asset,
  btcAsset,
  holdingOf,
  inscriptionAsset,
  outside,
  postEntries,
  transfer,
  userOwner,
  type BoxAsset,
} from './ledger';
import { planPayout, type WithdrawalRequest } from './payoutPlan';
import { moveOnce, scopedKey } from './movement';
import { refuse } from './boxRefusal';

/** Every payout queues on this lock: two cannot pick the same coins. */
const custodyLock = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('box-custody'))`);

/** The asset as the idempotency key's request records it, so a retry is told from another withdrawal. */
function describedAsset(asset: BoxAsset): Record<string, string> {
  switch (asset.kind) {
    case 'btc':
      return { asset: 'btc', sats: asset.sats.toString() };
    case 'inscription':
      return { asset: 'inscription', inscription_id: asset.inscriptionId };
    case 'brc20':
      return { asset: 'brc20', tick: asset.tick, amount: asset.amount.toString() };
  }
}

/** Refuses a withdrawal the user's box balances (`held`) cannot pay with `fee` on top. */
function checkHolding(held: ReadonlyMap<string, bigint>, request: WithdrawalRequest, fee: bigint): void {
  const btc = held.get(btcAsset) ?? 0n;
  const { asset } = request;
  if (asset.kind === 'inscription' && (held.get(inscriptionAsset(asset.inscriptionId)) ?? 0n) < 1n) {
    throw refuse('This inscription is not in your box.');
  }
  if (asset.kind === 'brc20' && (held.get(brc20Asset(asset.tick)) ?? 0n) < asset.amount) {
    throw refuse(`Not enough ${asset.tick} in your box for this withdrawal.`);
  }
  const needed = (asset.kind === 'btc' ? asset.sats : 0n) + fee;
  if (btc < needed) {
    throw refuse(
      `Not enough BTC in your box: this withdrawal needs ${needed} sats with its network fee, you have ${btc}.`,
    );
  }
}

/** The network fee a withdrawal would pay now, shown before the user confirms it. */
export async function quoteWithdrawal(
  db: Database,
  policy: BoxPolicy,
  request: WithdrawalRequest,
): Promise<{ networkFee: bigint; total: bigint }> {
  return db.transaction(async (tx) => {
    const held = await balancesOf(tx, userOwner(request.userId));
    // What the user lacks is said before what the box lacks.
    checkHolding(held, request, 0n);
    // A quote's transactions are never stored, so any service key sizes them.
    const plan = await planPayout(tx, policy, request, policy.wallet.keyAt(0));
    checkHolding(held, request, plan.fee);
    return { networkFee: plan.fee, total: (request.asset.kind === 'btc' ? request.asset.sats : 0n) + plan.fee };
  });
}

export interface StoredWithdrawal extends Record<string, unknown> {
  readonly withdrawal_id: string;
  readonly txid: string;
  readonly network_fee: number;
}

/**
 * Debits the box, builds and signs the payout and stores it, all in one transaction: the stored bytes are what the
 * box service sends (and resends after a restart), so a withdrawal is paid once. At most once per idempotency key;
 * refused when the fee went above what the user accepted.
 */
export async function withdraw(
  db: Database,
  policy: BoxPolicy,
  request: WithdrawalRequest & { idempotencyKey: string; maxNetworkFee: bigint },
): Promise<StoredWithdrawal> {
  const { asset } = request;
  const described = describedAsset(asset);
  const result = await moveOnce<StoredWithdrawal>(
    db,
    {
      key: scopedKey(request.userId, request.idempotencyKey),
      kind: 'withdrawal',
      userId: request.userId,
      request: {
        ...described,
        address: request.address,
        fee_rate: request.feeRate,
        max_network_fee: request.maxNetworkFee.toString(),
      },
    },
    'Not enough in your box for this withdrawal and its network fee.',
    async (tx, movementId) => {
      await custodyLock(tx);
      const change = await newServiceAddress(tx, policy.wallet, 'box-change');
      await tx
        .insert(boxAddresses)
        .values({ address: change.address, derivationIndex: change.derivationIndex, purpose: 'change' });
      const held = await balancesOf(tx, userOwner(request.userId));
      checkHolding(held, request, 0n);
      const plan = await planPayout(tx, policy, request, policy.wallet.keyAt(change.derivationIndex));
      if (plan.fee > request.maxNetworkFee) {
        throw refuse(
          `The network fee is now ${plan.fee} sats, more than the ${request.maxNetworkFee} you accepted. Review it and confirm again.`,
        );
      }
      checkHolding(held, request, plan.fee);
      const user = userOwner(request.userId);
      const withdrawn = holdingOf(asset);
      await postEntries(tx, movementId, [
        ...transfer(user, outside, withdrawn.asset, withdrawn.amount),
        ...transfer(user, outside, btcAsset, plan.fee),
      ]);
      const id = randomUUID();
      const payout = plan.transactions.at(-1);
      if (!payout) throw new Error('a payout plan without its transaction');
      const { txid } = payout;
      for (const coin of plan.spent) {
        await tx
          .update(boxCoins)
          .set({ status: 'spent', spentBy: id })
          .where(and(eq(boxCoins.txid, coin.txid), eq(boxCoins.vout, coin.vout), eq(boxCoins.status, 'held')));
      }
      const made = [
        ...plan.change.map((coin) => ({ ...coin, address: change.address, status: 'held' as const })),
        ...plan.passing.map((coin) => ({ ...coin, status: 'spent' as const, spentBy: id })),
      ];
      if (made.length > 0) await tx.insert(boxCoins).values(made);
      await tx.insert(boxWithdrawals).values({
        id,
        userId: request.userId,
        movementId,
        asset: withdrawn.asset,
        amount: withdrawn.amount,
        address: request.address,
        networkFeeSats: plan.fee,
        txid,
        rawTx: payout.rawTx,
        earlierTxs: plan.transactions.slice(0, -1).map((earlier) => ({ txid: earlier.txid, raw_tx: earlier.rawTx })),
        transfers: [...plan.transfers],
        createdAt: policy.now(),
        updatedAt: policy.now(),
      });
      await tx.update(ledgerMovements).set({ txid }).where(eq(ledgerMovements.id, movementId));
      return { withdrawal_id: id, txid, network_fee: Number(plan.fee) };
    },
  );
  policy.nudge();
  return result;
}
