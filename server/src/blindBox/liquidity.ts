import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { housePrizes } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { BoxPolicy } from './boxPolicy';
import { settleHouseStatus } from './houseStatus';
import { houseOwner, postEntries, prizeHolding, tickOfAsset, transfer, userOwner, type LedgerLine } from './ledger';
import { addPrizes, type PrizeOffer } from './makeHouse';
import { lockHouse } from './lockHouse';
import { moveOnce, scopedKey } from './movement';

export async function addLiquidity(
  db: Database,
  policy: BoxPolicy,
  request: { userId: string; address: string; houseId: string; offer: PrizeOffer; idempotencyKey: string },
): Promise<{ house_id: string; awaiting_deposit: string[] }> {
  return moveOnce(
    db,
    {
      key: scopedKey(request.userId, request.idempotencyKey),
      kind: 'add_liquidity',
      userId: request.userId,
      houseId: request.houseId,
      request: {
        house_id: request.houseId,
        btc_prizes: request.offer.btcPrizes,
        brc20_prizes: request.offer.brc20Prizes,
        inscription_ids: [...request.offer.inscriptionIds].sort(),
      },
    },
    'Not enough BTC in your box balance for these prizes. Recharge first.',
    async (tx, movementId) => {
      const house = await lockHouse(tx, request.houseId);
      const awaiting = await addPrizes(tx, house, request, request.offer, movementId);
      await settleHouseStatus(tx, house, policy.now());
      return { house_id: house.id, awaiting_deposit: awaiting };
    },
  );
}

/** Gives a provider back every prize of theirs still in the house's pool (what was won is gone), into their box. */
export async function removeLiquidity(
  db: Database,
  policy: BoxPolicy,
  request: { userId: string; houseId: string; idempotencyKey: string },
): Promise<{
  house_id: string;
  inscriptions: string[];
  btc_sats: number;
  tokens: Array<{ tick: string; amount: string }>;
}> {
  return moveOnce(
    db,
    {
      key: scopedKey(request.userId, request.idempotencyKey),
      kind: 'remove_liquidity',
      userId: request.userId,
      houseId: request.houseId,
      request: { house_id: request.houseId },
    },
    'The pool does not hold these prizes any more.',
    async (tx, movementId) => {
      const house = await lockHouse(tx, request.houseId);
      const mine = await tx
        .select()
        .from(housePrizes)
        .where(
          and(
            eq(housePrizes.houseId, house.id),
            eq(housePrizes.providerUserId, request.userId),
            inArray(housePrizes.status, ['in_pool', 'awaiting_deposit']),
          ),
        )
        .for('update');
      const pooled = mine.filter((prize) => prize.status === 'in_pool');
      if (mine.length === 0) throw new ApiError('boxRefused', 'You have no prizes left in this house.');
      await tx
        .update(housePrizes)
        .set({ status: 'removed' })
        .where(
          and(
            eq(housePrizes.houseId, house.id),
            eq(housePrizes.providerUserId, request.userId),
            inArray(housePrizes.status, ['in_pool', 'awaiting_deposit']),
          ),
        );
      const provider = userOwner(request.userId);
      const pool = houseOwner(house.id);
      const lines: LedgerLine[] = pooled.flatMap((prize) => {
        const { asset, amount } = prizeHolding(prize);
        return transfer(pool, provider, asset, amount);
      });
      await postEntries(tx, movementId, lines);
      await settleHouseStatus(tx, house, policy.now());
      const returned = (kind: 'inscription' | 'btc' | 'brc20') => pooled.filter((prize) => prize.kind === kind);
      const tokens = new Map<string, bigint>();
      for (const prize of returned('brc20')) {
        const { asset, amount } = prizeHolding(prize);
        const tick = tickOfAsset(asset) ?? '';
        tokens.set(tick, (tokens.get(tick) ?? 0n) + amount);
      }
      return {
        house_id: house.id,
        inscriptions: returned('inscription').flatMap((prize) =>
          prize.inscriptionId === null ? [] : [prize.inscriptionId],
        ),
        btc_sats: Number(returned('btc').reduce((sum, prize) => sum + prize.sats, 0n)),
        tokens: [...tokens].map(([tick, amount]) => ({ tick, amount: amount.toString() })),
      };
    },
  );
}
