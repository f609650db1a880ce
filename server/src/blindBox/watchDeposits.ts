import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { ChainSource } from '../chain/ChainSource';
import type { Database, Transaction } from '../db/database';
import { boxAddresses, boxCoins, brc20Activity, housePrizes, inscriptions } from '../db/schema';
import { indexedTip } from '../indexer/indexedTip';
import { unspentCoinsAt } from '../serviceCoins/coinsAt';
import {
  btcAsset,
  holdingOf,
  houseOwner,
  inscriptionAsset,
  outside,
  postEntries,
  transfer,
  userOwner,
  type LedgerLine,
} from './ledger';
import { settleHouseStatus } from './houseStatus';
import { lockHouse } from './lockHouse';
import { moveOnce } from './movement';

type BoxAddress = typeof boxAddresses.$inferSelect;
type BoxCoin = typeof boxCoins.$inferSelect;

/**
 * One look at every recharge and house address, through the service's coins (what the indexer and the mempool watch
 * saw there, not a chain read per address): new coins are noted as unconfirmed (the box balance shows them as such),
 * coins that left the mempool unconfirmed are forgotten, and coins with enough confirmations, in a block the indexer
 * has read (so an inscription on them is known), are credited.
 */
export async function watchDeposits(parts: {
  db: Database;
  chain: ChainSource;
  confirmations: number;
  now: () => Date;
}): Promise<void> {
  const { db, chain } = parts;
  const watched = await db
    .select()
    .from(boxAddresses)
    .where(inArray(boxAddresses.purpose, ['recharge', 'house']));
  if (watched.length === 0) return;
  const tip = await chain.tipHeight();
  const indexed = (await indexedTip(db))?.height ?? -1;
  for (const address of watched) {
    const utxos = await unspentCoinsAt(db, address.address);
    const known = await db.select().from(boxCoins).where(eq(boxCoins.address, address.address));
    const knownKeys = new Map(known.map((coin) => [`${coin.txid}:${coin.vout}`, coin]));
    const onChain = new Set(utxos.map((utxo) => `${utxo.txid}:${utxo.vout}`));
    // The coins still to credit, as the chain shows them now.
    const waiting: Array<{ txid: string; vout: number; blockHeight: number | null; assets: string | null }> = [];
    for (const utxo of utxos) {
      const seen = knownKeys.get(`${utxo.txid}:${utxo.vout}`);
      const height = utxo.blockHeight;
      if (seen !== undefined && seen.status !== 'unconfirmed') continue;
      waiting.push({ txid: utxo.txid, vout: utxo.vout, blockHeight: height, assets: utxo.assets });
      if (!seen) {
        await db
          .insert(boxCoins)
          .values({
            txid: utxo.txid,
            vout: utxo.vout,
            address: address.address,
            value: utxo.value,
            status: 'unconfirmed',
            blockHeight: height,
          })
          .onConflictDoNothing();
      } else if (seen.blockHeight !== height) {
        await db
          .update(boxCoins)
          .set({ blockHeight: height })
          .where(and(eq(boxCoins.txid, utxo.txid), eq(boxCoins.vout, utxo.vout)));
      }
    }
    for (const coin of known) {
      if (coin.status === 'unconfirmed' && !onChain.has(`${coin.txid}:${coin.vout}`)) {
        await db
          .delete(boxCoins)
          .where(and(eq(boxCoins.txid, coin.txid), eq(boxCoins.vout, coin.vout), eq(boxCoins.status, 'unconfirmed')));
      }
    }
    for (const coin of waiting) {
      if (coin.blockHeight === null || tip - coin.blockHeight + 1 < parts.confirmations || indexed < coin.blockHeight) {
        continue;
      }
      if (!(await creditable(db, coin))) continue;
      await credit(db, address, coin, parts.now());
    }
  }
}

/**
 * Whether a deposit can be credited for what it is: plain sats, or an inscription the index knows (runes riding with
 * it go where it goes). One nobody can judge yet (ord down or lagging) waits; one carrying what the box cannot hold
 * (runes alone, an inscription from before the index's start it has not learned) is never credited as sats.
 */
async function creditable(db: Database, coin: { txid: string; vout: number; assets: string | null }) {
  if (coin.assets === 'none') return true;
  return coin.assets === 'some' && (await inscriptionOn(db, coin)) !== undefined;
}

/** The inscription a coin carries, as the indexer knows it (the first by offset if there are several). */
async function inscriptionOn(
  tx: Database | Transaction,
  coin: Pick<BoxCoin, 'txid' | 'vout'>,
): Promise<string | undefined> {
  const [found] = await tx
    .select({ id: inscriptions.inscriptionId })
    .from(inscriptions)
    .where(and(eq(inscriptions.txid, coin.txid), eq(inscriptions.vout, coin.vout)))
    .orderBy(asc(inscriptions.offset))
    .limit(1);
  return found?.id;
}

/**
 * The BRC-20 transfer that arriving on this coin made to the box address: the transfer inscription was sent here in the
 * coin's own transaction, from someone else. A used transfer inscription passed on again moves no tokens.
 */
async function transferMade(
  tx: Transaction,
  coin: BoxCoin,
  inscriptionId: string,
): Promise<{ tick: string; amount: bigint } | undefined> {
  const [made] = await tx
    .select({ tick: brc20Activity.tick, amount: brc20Activity.amount })
    .from(brc20Activity)
    .where(
      and(
        eq(brc20Activity.kind, 'transfer'),
        eq(brc20Activity.inscriptionId, inscriptionId),
        eq(brc20Activity.txid, coin.txid),
        eq(brc20Activity.toAddress, coin.address),
        isNotNull(brc20Activity.fromAddress),
        ne(brc20Activity.fromAddress, coin.address),
      ),
    )
    .limit(1);
  return made && made.amount !== null ? { tick: made.tick, amount: made.amount } : undefined;
}

/** What a confirmed coin brings into the box. */
type Arrival =
  | { readonly kind: 'btc'; readonly sats: bigint }
  | { readonly kind: 'inscription'; readonly inscriptionId: string }
  /** The tokens a transfer moved here; the coin it arrived on is plain BTC from now on. */
  | { readonly kind: 'brc20'; readonly tick: string; readonly amount: bigint; readonly sats: bigint };

async function arrivalOf(tx: Transaction, coin: BoxCoin): Promise<Arrival> {
  const inscriptionId = await inscriptionOn(tx, coin);
  if (inscriptionId === undefined) return { kind: 'btc', sats: coin.value };
  const made = await transferMade(tx, coin, inscriptionId);
  if (made) return { kind: 'brc20', ...made, sats: coin.value };
  return { kind: 'inscription', inscriptionId };
}

/** What an arrival credits: its asset, and for a BRC-20 transfer also the sats it arrived on. */
function holdingsOf(arrival: Arrival): Array<{ asset: string; amount: bigint }> {
  const held = holdingOf(arrival);
  return arrival.kind === 'brc20' ? [held, { asset: btcAsset, amount: arrival.sats }] : [held];
}

/** Credits one confirmed coin, once (its outpoint is the movement's key). */
async function credit(
  db: Database,
  address: BoxAddress,
  coin: { txid: string; vout: number },
  now: Date,
): Promise<void> {
  const key = `deposit:${coin.txid}:${coin.vout}`;
  const request = { txid: coin.txid, vout: coin.vout };
  await moveOnce(
    db,
    {
      key,
      kind: address.purpose === 'house' ? 'house_deposit' : 'recharge',
      ...(address.userId ? { userId: address.userId } : {}),
      ...(address.houseId ? { houseId: address.houseId } : {}),
      request,
    },
    'A deposit could not be credited.',
    async (tx, movementId) => {
      const [locked] = await tx
        .select()
        .from(boxCoins)
        .where(and(eq(boxCoins.txid, coin.txid), eq(boxCoins.vout, coin.vout), eq(boxCoins.status, 'unconfirmed')))
        .for('update');
      if (!locked) return { credited: false };
      const arrival = await arrivalOf(tx, locked);
      const holdings = holdingsOf(arrival);
      const lines: LedgerLine[] =
        address.houseId !== null
          ? await houseDepositLines(tx, now, address.houseId, arrival)
          : holdings.flatMap(({ asset, amount }) => transfer(outside, userOwner(address.userId ?? ''), asset, amount));
      await postEntries(tx, movementId, lines);
      await tx
        .update(boxCoins)
        .set({
          status: 'held',
          inscriptionId: arrival.kind === 'inscription' ? arrival.inscriptionId : null,
          ...(arrival.kind === 'brc20' ? { brc20Tick: arrival.tick, brc20Amount: arrival.amount } : {}),
        })
        .where(and(eq(boxCoins.txid, coin.txid), eq(boxCoins.vout, coin.vout)));
      return {
        credited: true,
        holdings: holdings.map(({ asset, amount }) => ({ asset, amount: amount.toString() })),
      };
    },
  );
}

/**
 * An inscription a house was waiting for joins its pool (and the house opens when none is left to wait for);
 * anything else sent to a house's address is its maker's, credited to the maker's box balance.
 */
async function houseDepositLines(tx: Transaction, now: Date, houseId: string, arrival: Arrival): Promise<LedgerLine[]> {
  const house = await lockHouse(tx, houseId);
  if (arrival.kind === 'inscription') {
    const [awaited] = await tx
      .update(housePrizes)
      .set({ status: 'in_pool' })
      .where(
        and(
          eq(housePrizes.houseId, houseId),
          eq(housePrizes.inscriptionId, arrival.inscriptionId),
          eq(housePrizes.status, 'awaiting_deposit'),
        ),
      )
      .returning();
    if (awaited) {
      await settleHouseStatus(tx, house, now);
      return transfer(outside, houseOwner(houseId), inscriptionAsset(arrival.inscriptionId), 1n);
    }
  }
  return holdingsOf(arrival).flatMap(({ asset, amount }) =>
    transfer(outside, userOwner(house.makerUserId), asset, amount),
  );
}
