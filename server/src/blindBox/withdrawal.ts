import { randomUUID } from 'node:crypto';
import { ProtocolError, spendCustody, type CustodyCoin, type CustodySpend } from '@ordmarket/protocol';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { boxAddresses, boxCoins, boxWithdrawals, ledgerMovements } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { newServiceAddress, type ServiceWallet } from '../inscribing/serviceWallet';
import type { BoxPolicy } from './boxPolicy';
import { balancesOf, btcAsset, inscriptionAsset, outside, postEntries, transfer, userOwner } from './ledger';
import { moveOnce, scopedKey } from './movement';

/** What leaves the box: an amount of BTC, or one inscription (with the sats of its output). */
export type WithdrawalAsset =
  { readonly kind: 'btc'; readonly sats: bigint } | { readonly kind: 'inscription'; readonly inscriptionId: string };

export interface WithdrawalRequest {
  readonly userId: string;
  readonly asset: WithdrawalAsset;
  readonly address: string;
  readonly feeRate: number;
}

const refuse = (message: string) => new ApiError('boxRefused', message);

/** Every payout queues on this lock: two cannot pick the same coins. */
const custodyLock = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('box-custody'))`);

/** Held coins matching `which`, locked, each with the key of the service address it sits at. */
async function heldCoins(tx: Transaction, wallet: ServiceWallet, which: SQL): Promise<CustodyCoin[]> {
  const rows = await tx
    .select({ coin: boxCoins, derivationIndex: boxAddresses.derivationIndex })
    .from(boxCoins)
    .innerJoin(boxAddresses, eq(boxAddresses.address, boxCoins.address))
    .where(and(eq(boxCoins.status, 'held'), which))
    .for('update', { of: boxCoins });
  return rows.map(({ coin, derivationIndex }) => ({
    txid: coin.txid,
    vout: coin.vout,
    value: coin.value,
    key: wallet.keyAt(derivationIndex),
  }));
}

/** The payout as it would be built now from the held coins; `changeAddress` is a placeholder when only quoting. */
async function planPayout(
  tx: Transaction,
  policy: BoxPolicy,
  request: WithdrawalRequest,
  changeAddress: string,
): Promise<CustodySpend> {
  const funding = await heldCoins(tx, policy.wallet, isNull(boxCoins.inscriptionId));
  const { asset } = request;
  let carried: Array<{ coin: CustodyCoin; address: string }> = [];
  if (asset.kind === 'inscription') {
    const [held] = await heldCoins(tx, policy.wallet, eq(boxCoins.inscriptionId, asset.inscriptionId));
    if (!held) throw refuse('This inscription is not held in the box.');
    carried = [{ coin: held, address: request.address }];
  }
  try {
    return spendCustody({
      carried,
      payments: asset.kind === 'btc' ? [{ address: request.address, value: asset.sats }] : [],
      funding,
      changeAddress,
      feeRate: BigInt(request.feeRate),
      network: policy.network,
    });
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    if (error.code === 'not-enough-funds') {
      throw refuse('The box cannot pay this out right now: too few plain coins to cover it and its fee.');
    }
    throw refuse(error.message);
  }
}

async function checkHolding(tx: Database | Transaction, request: WithdrawalRequest, fee: bigint): Promise<void> {
  const held = await balancesOf(tx, userOwner(request.userId));
  const btc = held.get(btcAsset) ?? 0n;
  const { asset } = request;
  if (asset.kind === 'inscription' && (held.get(inscriptionAsset(asset.inscriptionId)) ?? 0n) < 1n) {
    throw refuse('This inscription is not in your box.');
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
    const spend = await planPayout(tx, policy, request, policy.wallet.feeAddress);
    await checkHolding(tx, request, spend.fee);
    return { networkFee: spend.fee, total: (request.asset.kind === 'btc' ? request.asset.sats : 0n) + spend.fee };
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
  const described =
    asset.kind === 'btc'
      ? { asset: 'btc', sats: asset.sats.toString() }
      : { asset: 'inscription', inscription_id: asset.inscriptionId };
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
      const spend = await planPayout(tx, policy, request, change.address);
      if (spend.fee > request.maxNetworkFee) {
        throw refuse(
          `The network fee is now ${spend.fee} sats, more than the ${request.maxNetworkFee} you accepted. Review it and confirm again.`,
        );
      }
      await checkHolding(tx, request, spend.fee);
      const user = userOwner(request.userId);
      await postEntries(tx, movementId, [
        ...(asset.kind === 'btc'
          ? transfer(user, outside, btcAsset, asset.sats + spend.fee)
          : [
              ...transfer(user, outside, inscriptionAsset(asset.inscriptionId), 1n),
              ...transfer(user, outside, btcAsset, spend.fee),
            ]),
      ]);
      const id = randomUUID();
      const txid = spend.tx.getId();
      for (const coin of spend.spent) {
        await tx
          .update(boxCoins)
          .set({ status: 'spent', spentBy: id })
          .where(and(eq(boxCoins.txid, coin.txid), eq(boxCoins.vout, coin.vout), eq(boxCoins.status, 'held')));
      }
      if (spend.change) {
        await tx.insert(boxCoins).values({
          txid,
          vout: spend.change.vout,
          address: change.address,
          value: spend.change.value,
          status: 'held',
        });
      }
      await tx.insert(boxWithdrawals).values({
        id,
        userId: request.userId,
        movementId,
        asset: asset.kind === 'btc' ? btcAsset : inscriptionAsset(asset.inscriptionId),
        amount: asset.kind === 'btc' ? asset.sats : 1n,
        address: request.address,
        networkFeeSats: spend.fee,
        txid,
        rawTx: spend.tx.toHex(),
        createdAt: policy.now(),
        updatedAt: policy.now(),
      });
      await tx.update(ledgerMovements).set({ txid }).where(eq(ledgerMovements.id, movementId));
      return { withdrawal_id: id, txid, network_fee: Number(spend.fee) };
    },
  );
  policy.nudge();
  return result;
}
