import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { boxAddresses, housePrizes, houses, inscriptions, ledgerMovements } from '../db/schema';
import { newServiceAddress } from '../inscribing/serviceWallet';
import { sameAddress } from '../market/nft/marketFields';
import type { BoxPolicy } from './boxPolicy';
import { commitHouseSeed } from './houseSeeds';
import {
  balancesOf,
  brc20Asset,
  btcAsset,
  houseOwner,
  inscriptionAsset,
  postEntries,
  transfer,
  userOwner,
  type LedgerLine,
} from './ledger';
import { moveOnce, scopedKey } from './movement';
import { uniqueViolation, sqlStateOf } from './sqlState';
import { refuse } from './boxRefusal';

/** Most prizes one house (or one liquidity addition) may hold: draws keep the whole pool with each draw. */
export const maximumHousePrizes = 500;

export interface PrizeOffer {
  readonly inscriptionIds: readonly string[];
  /** BTC prizes of the house's prize value. */
  readonly btcPrizes: number;
  /** BRC-20 prizes of the house's prize tick and amount. */
  readonly brc20Prizes: number;
}

/**
 * Adds a provider's prizes to a house, in slot order after the ones it has: an inscription already in the provider's
 * box moves into the pool now; one still in their wallet waits for its deposit to the house's address; BTC prizes
 * and BRC-20 prizes come out of their box balance. Answers the inscriptions still to deposit.
 */
export async function addPrizes(
  tx: Transaction,
  house: typeof houses.$inferSelect,
  provider: { userId: string; address: string },
  offer: PrizeOffer,
  movementId: string,
): Promise<string[]> {
  const held = await balancesOf(tx, userOwner(provider.userId));
  const fromBox = offer.inscriptionIds.filter((id) => (held.get(inscriptionAsset(id)) ?? 0n) > 0n);
  const fromWallet = offer.inscriptionIds.filter((id) => !fromBox.includes(id));
  if (fromWallet.length > 0) {
    const owned = await tx
      .select({ id: inscriptions.inscriptionId, owner: inscriptions.ownerAddress })
      .from(inscriptions)
      .where(inArray(inscriptions.inscriptionId, fromWallet));
    const notOwned = fromWallet.find(
      (id) => !owned.some((row) => row.id === id && sameAddress(row.owner, provider.address)),
    );
    if (notOwned !== undefined) throw refuse(`Inscription ${notOwned} is neither in your box nor in your wallet.`);
  }
  if (offer.btcPrizes > 0 && house.btcPrizeSats === null) throw refuse('This house has no BTC prizes.');
  const { brc20Tick, brc20PrizeAmount } = house;
  if (offer.brc20Prizes > 0 && (brc20Tick === null || brc20PrizeAmount === null)) {
    throw refuse('This house has no BRC-20 prizes.');
  }
  const [last] = await tx
    .select({ slot: sql<number>`coalesce(max(${housePrizes.slot}), -1)::int` })
    .from(housePrizes)
    .where(eq(housePrizes.houseId, house.id));
  let slot = (last?.slot ?? -1) + 1;
  const rows: Array<typeof housePrizes.$inferInsert> = [];
  for (const id of offer.inscriptionIds) {
    rows.push({
      houseId: house.id,
      slot: slot++,
      providerUserId: provider.userId,
      kind: 'inscription',
      inscriptionId: id,
      status: fromBox.includes(id) ? 'in_pool' : 'awaiting_deposit',
    });
  }
  for (let count = 0; count < offer.btcPrizes; count += 1) {
    rows.push({
      houseId: house.id,
      slot: slot++,
      providerUserId: provider.userId,
      kind: 'btc',
      sats: house.btcPrizeSats ?? 0n,
      status: 'in_pool',
    });
  }
  for (let count = 0; count < offer.brc20Prizes; count += 1) {
    rows.push({
      houseId: house.id,
      slot: slot++,
      providerUserId: provider.userId,
      kind: 'brc20',
      tick: brc20Tick,
      tokenAmount: brc20PrizeAmount,
      status: 'in_pool',
    });
  }
  if (rows.length === 0) throw refuse('Add at least one prize.');
  if (slot > maximumHousePrizes) throw refuse(`A house holds at most ${maximumHousePrizes} prizes.`);
  try {
    await tx.insert(housePrizes).values(rows);
  } catch (error) {
    if (sqlStateOf(error) === uniqueViolation) throw refuse('One of these inscriptions is already a prize of a house.');
    throw error;
  }
  const user = userOwner(provider.userId);
  const lines: LedgerLine[] = fromBox.flatMap((id) => transfer(user, houseOwner(house.id), inscriptionAsset(id), 1n));
  if (offer.btcPrizes > 0)
    lines.push(...transfer(user, houseOwner(house.id), btcAsset, BigInt(offer.btcPrizes) * (house.btcPrizeSats ?? 0n)));
  if (offer.brc20Prizes > 0 && brc20Tick !== null && brc20PrizeAmount !== null) {
    lines.push(
      ...transfer(user, houseOwner(house.id), brc20Asset(brc20Tick), BigInt(offer.brc20Prizes) * brc20PrizeAmount),
    );
  }
  await postEntries(tx, movementId, lines);
  return fromWallet;
}

export interface MadeHouse extends Record<string, unknown> {
  readonly house_id: string;
  readonly custody_address: string;
  /** Inscriptions the maker still has to send to the custody address. */
  readonly awaiting_deposit: string[];
}

/** Makes a house: its custody address, its committed seed and its first prizes, at most once per key. */
export async function makeHouse(
  db: Database,
  policy: BoxPolicy,
  request: {
    userId: string;
    address: string;
    name: string;
    priceSats: bigint;
    btcPrizeSats?: bigint;
    brc20Prize?: { tick: string; amount: bigint };
    offer: PrizeOffer;
    idempotencyKey: string;
  },
): Promise<MadeHouse> {
  return moveOnce<MadeHouse>(
    db,
    {
      key: scopedKey(request.userId, request.idempotencyKey),
      kind: 'make_house',
      userId: request.userId,
      request: {
        name: request.name,
        price_sats: request.priceSats.toString(),
        btc_prize_sats: request.btcPrizeSats?.toString() ?? null,
        btc_prizes: request.offer.btcPrizes,
        brc20_prize: request.brc20Prize
          ? { tick: request.brc20Prize.tick, amount: request.brc20Prize.amount.toString() }
          : null,
        brc20_prizes: request.offer.brc20Prizes,
        inscription_ids: [...request.offer.inscriptionIds].sort(),
      },
    },
    'Not enough in your box balance for these BTC or BRC-20 prizes. Recharge first.',
    async (tx, movementId) => {
      const id = randomUUID();
      const custody = await newServiceAddress(tx, policy.wallet, 'box-house');
      await tx
        .insert(boxAddresses)
        .values({ address: custody.address, derivationIndex: custody.derivationIndex, purpose: 'house', houseId: id });
      const [house] = await tx
        .insert(houses)
        .values({
          id,
          makerUserId: request.userId,
          makerAddress: request.address,
          name: request.name,
          priceSats: request.priceSats,
          btcPrizeSats: request.btcPrizeSats ?? null,
          brc20Tick: request.brc20Prize?.tick ?? null,
          brc20PrizeAmount: request.brc20Prize?.amount ?? null,
          custodyAddress: custody.address,
          createdAt: policy.now(),
        })
        .returning();
      if (!house) throw new Error('the house was not stored');
      await commitHouseSeed(tx, id);
      const awaiting = await addPrizes(
        tx,
        house,
        { userId: request.userId, address: request.address },
        request.offer,
        movementId,
      );
      if (awaiting.length === 0) await tx.update(houses).set({ status: 'open' }).where(eq(houses.id, id));
      await tx.update(ledgerMovements).set({ houseId: id }).where(eq(ledgerMovements.id, movementId));
      return { house_id: id, custody_address: custody.address, awaiting_deposit: awaiting };
    },
  );
}
