import { BRC20_SCALE } from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { brc20Orders } from '../db/schema';
import { brc20ContentType, deployText, mintText, seedTicks, transferText } from './brc20Tokens';
import { buyListing } from './buyListing';
import type { DemoWallet } from './demoWallet';
import { inscribeSeparately, type Inscribed, type InscriptionOrder } from './inscribeBatch';
import type { SeedScale } from './seedMarket';
import type { SeededRandom } from './seededRandom';
import { signListing } from './sellerListing';
import type { WalletPurses } from './walletPurses';

/** A transfer's ask: its amount at the token's unit price give or take a few tens of percent, at least 546 sats. */
function transferPrice(transfer: { tick: string; amount: bigint }, random: SeededRandom): bigint {
  const token = seedTicks.find((candidate) => candidate.tick === transfer.tick);
  const unit = BigInt(Math.max(1, Math.round((token?.unitPriceSats ?? 1) * (0.8 + random.next() * 0.6))));
  return transfer.amount * unit < 546n ? 546n : transfer.amount * unit;
}

/** A transfer inscription the seeder follows: what it moves, and where it is. */
interface Transfer {
  readonly tick: string;
  readonly amount: bigint;
  readonly inscribed: Inscribed;
}

/**
 * Which history block sells which transfer: some 60% of each tick's transfers trade, spread evenly from
 * `firstSlot` to `lastSlot`, so every tick that trades has traded in the market's last day as well as weeks ago
 * (its 24h volume and change then read like a live market's). The rest stay with their owners, to be listed.
 */
function planSales(
  transfers: readonly Transfer[],
  firstSlot: number,
  lastSlot: number,
  random: SeededRandom,
): Map<number, Transfer[]> {
  const plan = new Map<number, Transfer[]>();
  for (const token of seedTicks) {
    const unsold = transfers.filter((transfer) => transfer.tick === token.tick);
    const selling: Transfer[] = [];
    const count = Math.ceil(unsold.length * 0.6);
    while (selling.length < count) selling.push(...unsold.splice(random.below(unsold.length), 1));
    selling.forEach((transfer, index) => {
      const salesAfter = selling.length - 1 - index;
      const slot = lastSlot - Math.round((salesAfter * (lastSlot - firstSlot)) / Math.max(1, selling.length - 1));
      plan.set(slot, [...(plan.get(slot) ?? []), transfer]);
    });
  }
  return plan;
}

/**
 * The BRC-20 side of history: deploys, mint waves, transfer inscriptions and their trades, the last of them in
 * `lastSlot`, the newest history block.
 */
export function brc20History(random: SeededRandom, traders: readonly DemoWallet[], scale: SeedScale, lastSlot: number) {
  const mintSlots = [3, 4, 5, 6, 7, 8];
  const transferSlot = 9;
  const transfers: Transfer[] = [];
  const holdings = new Map<string, bigint>();
  const sold = new Set<string>();
  let salesBySlot = new Map<number, Transfer[]>();
  const holdingKey = (tick: string, wallet: DemoWallet) => `${tick}/${wallet.address}`;
  return {
    async inscribe(purses: WalletPurses, studio: DemoWallet, slot: number): Promise<number> {
      if (slot === 2) {
        await inscribeSeparately(
          purses,
          studio,
          seedTicks.map((token) => ({ contentType: brc20ContentType, body: deployText(token), receiver: studio })),
        );
        return 0;
      }
      const wave = mintSlots.indexOf(slot);
      if (wave >= 0) {
        const orders: InscriptionOrder[] = [];
        for (const token of seedTicks) {
          const total = Number(token.max / token.limit);
          const minted = Math.floor(total * token.mintedShare);
          const perWave = Math.ceil(minted / mintSlots.length);
          const count = Math.min(perWave, minted - perWave * wave);
          // Small scale mints a token in a handful of inscriptions: a bigger limit per mint is not allowed.
          const scaled = scale === 'full' ? count : Math.min(count, 2);
          for (let mint = 0; mint < scaled; mint += 1) {
            const minter = random.pick(traders);
            holdings.set(
              holdingKey(token.tick, minter),
              (holdings.get(holdingKey(token.tick, minter)) ?? 0n) + token.limit,
            );
            orders.push({ contentType: brc20ContentType, body: mintText(token), receiver: minter });
          }
        }
        if (orders.length > 0) await inscribeSeparately(purses, studio, orders);
        return orders.length;
      }
      if (slot === transferSlot) {
        const orders: InscriptionOrder[] = [];
        const planned: Array<{ tick: string; amount: bigint }> = [];
        for (const token of seedTicks)
          for (const owner of traders) {
            const held = holdings.get(holdingKey(token.tick, owner)) ?? 0n;
            if (held === 0n || !random.chance(0.6)) continue;
            const amount = (held * BigInt(10 + random.below(40))) / 100n;
            if (amount === 0n) continue;
            orders.push({ contentType: brc20ContentType, body: transferText(token.tick, amount), receiver: owner });
            planned.push({ tick: token.tick, amount });
          }
        const inscribed = orders.length === 0 ? [] : await inscribeSeparately(purses, studio, orders);
        inscribed.forEach((one, index) => {
          const plan = planned[index];
          if (plan !== undefined) transfers.push({ ...plan, inscribed: one });
        });
        salesBySlot = planSales(transfers, transferSlot + 1, lastSlot, random);
      }
      return 0;
    },
    /** The transfer inscriptions still held: most go on sale for the newcomer to buy. */
    async listOpen(db: Database, time: number, trades: SeededRandom): Promise<number> {
      const open = transfers.filter((transfer) => !sold.has(transfer.inscribed.inscriptionId) && trades.chance(0.8));
      for (const transfer of open) {
        const price = transferPrice(transfer, trades);
        const place = transfer.inscribed.place;
        await db.insert(brc20Orders).values({
          inscriptionId: transfer.inscribed.inscriptionId,
          tick: transfer.tick,
          amount: transfer.amount * BRC20_SCALE,
          priceSats: price,
          unitPrice: (price * BRC20_SCALE) / transfer.amount,
          sellerAddress: place.owner.address,
          sellerPsbt: signListing(place, price).psbt,
          createdAt: new Date(time * 1000),
          updatedAt: new Date(time * 1000),
        });
      }
      return open.length;
    },
    /** After the transfer inscriptions are mined: the ones planned for this block listed (brc20_orders) and bought. */
    async trade(db: Database, purses: WalletPurses, slot: number, time: number, trades: SeededRandom): Promise<number> {
      const selling = salesBySlot.get(slot) ?? [];
      for (const transfer of selling) {
        const price = transferPrice(transfer, trades);
        const place = transfer.inscribed.place;
        const buyer = trades.pick(traders.filter((wallet) => wallet !== place.owner));
        const signed = signListing(place, price);
        const bought = await buyListing(purses, buyer, signed, undefined);
        await db.insert(brc20Orders).values({
          inscriptionId: transfer.inscribed.inscriptionId,
          tick: transfer.tick,
          amount: transfer.amount * BRC20_SCALE,
          priceSats: price,
          unitPrice: (price * BRC20_SCALE) / transfer.amount,
          sellerAddress: place.owner.address,
          sellerPsbt: signed.psbt,
          status: 'selling',
          buyerAddress: buyer.address,
          txid: bought.txid,
          createdAt: new Date((time - 1800) * 1000),
          updatedAt: new Date(time * 1000),
        });
        sold.add(transfer.inscribed.inscriptionId);
      }
      return selling.length;
    },
  };
}
