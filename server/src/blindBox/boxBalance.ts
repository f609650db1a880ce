import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import { boxAddresses, boxClientSeeds, boxCoins } from '../db/schema';
import { newServiceAddress, type ServiceWallet } from '../inscribing/serviceWallet';
import { balancesOf, brc20Asset, btcAsset, inscriptionOfAsset, tickOfAsset, userOwner } from './ledger';
import { prizeNames } from './prizeView';
import { unixSeconds } from '../http/jsonValues';

export const boxBalanceSchema = z.object({
  /** Confirmed BTC in the box, in sats: what opens and withdrawals spend. */
  blind_box_total: z.number().int(),
  /** Sats seen arriving at the recharge address, not yet confirmed enough to be credited. */
  unconfirmed_blind_box_total: z.number().int(),
  nft_total: z.number().int(),
  /** BTC in the box, in sats: recharges and BTC prizes share one balance, so it equals blind_box_total. */
  btc_total: z.number().int(),
  /** How many BRC-20 tokens the box holds some of (one tick's amount cannot be added to another's). */
  brc_20_total: z.number().int(),
  /** Each tick held, in whole tokens. */
  tokens: z.array(z.object({ tick: z.string(), amount: z.string() })),
  inscriptions: z.array(z.object({ inscription_id: z.string(), name: z.string(), content_type: z.string() })),
  /** The client seed the next open draws with (the player may change it). */
  client_seed: z.string().nullable(),
});

/** The user's box balance, from the ledger, with the deposits on their way. */
export async function boxBalance(db: Database, userId: string) {
  const held = await balancesOf(db, userOwner(userId));
  const btc = Number(held.get(btcAsset) ?? 0n);
  const inscriptionIds = [...held.keys()].flatMap((asset) => {
    const id = inscriptionOfAsset(asset);
    return id === undefined ? [] : [id];
  });
  const ticks = [...held.keys()].flatMap((asset) => {
    const tick = tickOfAsset(asset);
    return tick === undefined ? [] : [tick];
  });
  const names = await prizeNames(db, inscriptionIds, ticks);
  const incoming = await db
    .select({ value: boxCoins.value })
    .from(boxCoins)
    .innerJoin(boxAddresses, eq(boxAddresses.address, boxCoins.address))
    .where(
      and(eq(boxAddresses.userId, userId), eq(boxAddresses.purpose, 'recharge'), eq(boxCoins.status, 'unconfirmed')),
    );
  const [seed] = await db.select().from(boxClientSeeds).where(eq(boxClientSeeds.userId, userId));
  return {
    blind_box_total: btc,
    unconfirmed_blind_box_total: incoming.reduce((sum, coin) => sum + Number(coin.value), 0),
    nft_total: inscriptionIds.length,
    btc_total: btc,
    brc_20_total: ticks.length,
    tokens: ticks.map((tick) => names.token(tick, held.get(brc20Asset(tick)) ?? 0n)),
    inscriptions: inscriptionIds.map((id) => ({ inscription_id: id, ...names.named(id) })),
    client_seed: seed?.clientSeed ?? null,
  };
}

export const rechargeSchema = z.object({
  address: z.string(),
  confirmations_needed: z.number().int(),
  deposits: z.array(
    z.object({
      txid: z.string(),
      vout: z.number().int(),
      value: z.number().int(),
      inscription_id: z.string().nullable(),
      name: z.string().nullable(),
      /** The BRC-20 transfer this deposit made to the box, credited as tokens (its sats as BTC). */
      token: z.object({ tick: z.string(), amount: z.string() }).nullable(),
      confirmations: z.number().int(),
      status: z.enum(['unconfirmed', 'credited']),
      seen_at: z.number().int(),
    }),
  ),
});

/** The user's own recharge address, made on first use. */
export async function userRechargeAddress(db: Database, wallet: ServiceWallet, userId: string): Promise<string> {
  const [existing] = await db
    .select()
    .from(boxAddresses)
    .where(and(eq(boxAddresses.userId, userId), eq(boxAddresses.purpose, 'recharge')));
  if (existing) return existing.address;
  const made = await db.transaction(async (tx) => {
    const fresh = await newServiceAddress(tx, wallet, 'box-recharge');
    const [kept] = await tx
      .insert(boxAddresses)
      .values({ address: fresh.address, derivationIndex: fresh.derivationIndex, purpose: 'recharge', userId })
      .onConflictDoNothing()
      .returning();
    return kept?.address;
  });
  // A concurrent first call made it: answer that one.
  return made ?? userRechargeAddress(db, wallet, userId);
}

/** The user's own recharge address and what arrived there. */
export async function rechargeAddress(
  db: Database,
  chain: ChainSource,
  wallet: ServiceWallet,
  userId: string,
  confirmationsNeeded: number,
) {
  const address = await userRechargeAddress(db, wallet, userId);
  const coins = await db.select().from(boxCoins).where(eq(boxCoins.address, address));
  const tip = coins.some((coin) => coin.blockHeight !== null) ? await chain.tipHeight() : 0;
  const names = await prizeNames(
    db,
    coins.map((coin) => coin.inscriptionId),
    coins.map((coin) => coin.brc20Tick),
  );
  return {
    address,
    confirmations_needed: confirmationsNeeded,
    deposits: coins
      .sort((a, b) => b.seenAt.getTime() - a.seenAt.getTime())
      .map((coin) => ({
        txid: coin.txid,
        vout: coin.vout,
        value: Number(coin.value),
        inscription_id: coin.inscriptionId,
        name: coin.inscriptionId === null ? null : names.named(coin.inscriptionId).name,
        token:
          coin.brc20Tick === null || coin.brc20Amount === null ? null : names.token(coin.brc20Tick, coin.brc20Amount),
        confirmations: coin.blockHeight === null ? 0 : Math.max(0, tip - coin.blockHeight + 1),
        status: coin.status === 'unconfirmed' ? ('unconfirmed' as const) : ('credited' as const),
        seen_at: unixSeconds(coin.seenAt),
      })),
  };
}
