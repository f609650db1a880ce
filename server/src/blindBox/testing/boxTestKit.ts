import { createHash, createHmac } from 'node:crypto';
import { formatInscriptionId, parseAddress } from '@ordmarket/protocol';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { boxAddresses, boxCoins, boxWithdrawals, brc20Balances, ledgerAccounts, users } from '../../db/schema';
import { reveal, text } from '../../indexer/testing/indexerTestKit';
import type { MarketUnderTest, testSeller } from '../../market/nft/testing/marketTestKit';
import { devnetOf, mineAndIndex } from '../../market/nft/testing/purchaseTestKit';
import { brc20Asset } from '../ledger';

type TestWallet = ReturnType<typeof testSeller>;

/** A draw as get_house_draws answers it. */
export interface Draw {
  client_seed: string;
  nonce: number;
  server_seed_hash: string;
  server_seed: string | null;
  pool: number[];
  index: number;
  slot: number;
}

/** The published formula, written again from its description with node's crypto, doubles and no shared code. */
export function independentlyFair(draw: Draw): boolean {
  const seed = Buffer.from(draw.server_seed ?? '', 'hex');
  if (createHash('sha256').update(seed).digest('hex') !== draw.server_seed_hash) return false;
  const mac = createHmac('sha256', seed).update(`${draw.client_seed}:${draw.nonce}`).digest('hex');
  const index = Math.floor((Number.parseInt(mac.slice(0, 13), 16) / 2 ** 52) * draw.pool.length);
  return index === draw.index && draw.pool[index] === draw.slot;
}

/** A signed-in player: their user row, token and wallet. Test-only. */
export interface Player {
  readonly userId: string;
  readonly wallet: TestWallet;
  readonly token: string;
}

export async function playerOf(market: MarketUnderTest, wallet: TestWallet, n: number): Promise<Player> {
  const userId = `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
  await market.db.insert(users).values({ id: userId }).onConflictDoNothing();
  return { userId, wallet, token: await market.tokenFor(wallet.address, userId) };
}

/** Calls an endpoint as the player and expects success; answers the data. */
export async function ok<Data>(market: MarketUnderTest, player: Player | undefined, path: string, body: unknown) {
  const answer = await market.call(`/btc/blind_box/${path}`, body, player?.token);
  expect(answer.body, `${path} ${JSON.stringify(answer.body)}`).toMatchObject({ code: 0 });
  return answer.body.data as Data;
}

export async function rechargeAddressOf(market: MarketUnderTest, player: Player): Promise<string> {
  return (await ok<{ address: string }>(market, player, 'get_recharge_address', {})).address;
}

/** Sends BTC to the player's recharge address, confirms it and lets the box service credit it. */
export async function recharge(market: MarketUnderTest, player: Player, sats: bigint): Promise<void> {
  await devnetOf(market).faucet(await rechargeAddressOf(market, player), sats);
  await mineAndIndex(market);
  await market.server.boxService.runOnce();
}

/** Inscribes a text straight to `address` (as a wallet sending it there would), unmined; answers its id. */
export async function inscribeTo(market: MarketUnderTest, address: string, body: string): Promise<string> {
  const { txid } = await reveal(
    devnetOf(market),
    [text(body)],
    [{ address, script: parseAddress(address, 'devnet').outputScript, value: 10_000n }],
  );
  return formatInscriptionId(txid, 0);
}

/**
 * The books agree with the chain: the BTC every account inside the market holds is exactly the plain coins the box
 * holds, and each inscription an account holds sits on a coin the box holds.
 */
export async function expectLedgerMatchesChain(market: MarketUnderTest): Promise<void> {
  const [books] = await market.db
    .select({ sats: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.asset, 'btc'), ne(ledgerAccounts.ownerKind, 'outside')));
  const [coins] = await market.db
    .select({ sats: sql<string>`coalesce(sum(${boxCoins.value}), 0)` })
    .from(boxCoins)
    .where(and(eq(boxCoins.status, 'held'), isNull(boxCoins.inscriptionId)));
  expect(BigInt(books?.sats ?? '0')).toBe(BigInt(coins?.sats ?? '0'));
  const heldInscriptions = await market.db
    .select({ asset: ledgerAccounts.asset, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        sql`${ledgerAccounts.asset} like 'inscription:%'`,
        ne(ledgerAccounts.ownerKind, 'outside'),
        ne(ledgerAccounts.balance, 0n),
      ),
    );
  const inscribedCoins = await market.db
    .select({ inscriptionId: boxCoins.inscriptionId })
    .from(boxCoins)
    .where(and(eq(boxCoins.status, 'held'), sql`${boxCoins.inscriptionId} is not null`));
  expect(heldInscriptions.map((row) => `${row.asset}=${row.balance}`).sort()).toEqual(
    inscribedCoins.map((coin) => `inscription:${coin.inscriptionId}=1`).sort(),
  );
  // Every BRC-20 amount the books hold sits at a box address on chain, but for withdrawals on their way out.
  const tokenBooks = await market.db
    .select({ asset: ledgerAccounts.asset, amount: sql<string>`sum(${ledgerAccounts.balance})` })
    .from(ledgerAccounts)
    .where(and(sql`${ledgerAccounts.asset} like 'brc20:%'`, ne(ledgerAccounts.ownerKind, 'outside')))
    .groupBy(ledgerAccounts.asset);
  const leaving = await market.db
    .select({ asset: boxWithdrawals.asset, amount: boxWithdrawals.amount })
    .from(boxWithdrawals)
    .where(inArray(boxWithdrawals.status, ['stored', 'broadcast']));
  const tokensOnChain = await market.db
    .select({
      tick: brc20Balances.tick,
      amount: sql<string>`sum(${brc20Balances.available} + ${brc20Balances.transferable})`,
    })
    .from(brc20Balances)
    .innerJoin(boxAddresses, eq(boxAddresses.address, brc20Balances.address))
    .groupBy(brc20Balances.tick);
  const booked = (asset: string) =>
    BigInt(tokenBooks.find((row) => row.asset === asset)?.amount ?? '0') +
    leaving.filter((row) => row.asset === asset).reduce((sum, row) => sum + row.amount, 0n);
  for (const asset of new Set([
    ...tokenBooks.map((row) => row.asset),
    ...tokensOnChain.map((row) => brc20Asset(row.tick)),
  ])) {
    const chain = BigInt(tokensOnChain.find((row) => brc20Asset(row.tick) === asset)?.amount ?? '0');
    expect(booked(asset), asset).toBe(chain);
  }
  // Every coin the box counts as held is really unspent on the chain (mempool included), but for the change of a
  // payout stored and not sent yet. A BRC-20 payout's commit and reveals leave change too, and the withdraw route's
  // nudge may be relaying another payout meanwhile: every transaction of a stored payout counts as unsent.
  const stored = await market.db.select().from(boxWithdrawals).where(eq(boxWithdrawals.status, 'stored'));
  const unsent = new Set(stored.flatMap((row) => [row.txid, ...row.earlierTxs.map((earlier) => earlier.txid)]));
  const held = await market.db.select().from(boxCoins).where(eq(boxCoins.status, 'held'));
  for (const coin of held.filter((heldCoin) => !unsent.has(heldCoin.txid))) {
    const outputs = await market.server.services.chain.addressUtxos(coin.address);
    expect(
      outputs.some((output) => output.txid === coin.txid && output.vout === coin.vout),
      `${coin.txid}:${coin.vout}`,
    ).toBe(true);
  }
}
