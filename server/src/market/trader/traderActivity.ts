import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { toPage, type Page, type Paging } from '../../http/envelope';
import { renderAmount } from '../brc20/brc20Json';

export const tradeMarkets = ['nft', 'brc20'] as const;
export type TradeMarket = (typeof tradeMarkets)[number];

/**
 * What the trader did, in their words: a sale is Bought or Sold depending on their side of it (spec §4). Replaced is
 * a listing another transaction took in place of the market's pending purchase, for each side of it: the buyer
 * whose purchase it replaced, the seller, and whoever received the inscription. It is never a market sale.
 */
export const traderActions = [
  'bought',
  'sold',
  'listed',
  'delisted',
  'minted',
  'deployed',
  'sent',
  'received',
  'transferable',
  'replaced',
] as const;
export type TraderAction = (typeof traderActions)[number];

export const traderActivitySchema = z.object({
  market: z.enum(tradeMarkets),
  action: z.enum(traderActions),
  inscription_id: z.string().nullable(),
  /** Null while the indexer has not recorded the inscription itself. */
  inscription_number: z.number().int().nullable(),
  /** The collection's name for the item, empty when it has none; null for BRC-20. */
  inscription_name: z.string().nullable(),
  collection_id: z.string().nullable(),
  collection_name: z.string().nullable(),
  /** BRC-20 only: the tick as deployed, and the amount moved with the tick's decimals. */
  tick: z.string().nullable(),
  amount: z.string().nullable(),
  /** Sats: paid on sales, asked on listings; null for events without a price. */
  price: z.number().int().min(0).nullable(),
  /**
   * The other side: the buyer of a sale, the seller of a purchase, the recipient or sender of a transfer; of a
   * replacement, who received the inscription (the seller, for its receiver).
   */
  counterparty: z.string().nullable(),
  txid: z.string().nullable(),
  /** Unix seconds. */
  happened_at: z.number().int(),
});
export type TraderActivity = z.infer<typeof traderActivitySchema>;

// Both drivers (PGlite, node-postgres) answer raw statements as `{ rows }`; every value is cast to text.
interface ActivityRow {
  market: TradeMarket;
  kind: string;
  inscription_id: string | null;
  number: string | null;
  name: string | null;
  collection_id: string | null;
  collection_name: string | null;
  tick: string | null;
  decimals: string | null;
  amount: string | null;
  price_sats: string | null;
  from_address: string | null;
  to_address: string | null;
  txid: string | null;
  happened_at: string;
}

/** A move that took a listing in place of the market's pending purchase (see activity.replaced_buyer). */
const replacedKind = 'replaced';

/*
 * One trade, one row. An inscription that is a BRC-20 operation moves in both ledgers: its mint and transfers
 * are told by the BRC-20 side, which knows the tick and amount. A BRC-20 sale is also a ledger transfer of the
 * same inscription in the same transaction; the sale tells it. Both are correlated NOT EXISTS, so each row
 * probes brc20_activity_inscription_idx (an anti join) rather than the planner hashing the whole BRC-20 table.
 */
const nftKept = sql`not exists (select 1 from brc20_activity op
  where op.inscription_id = a.inscription_id and a.kind in ('mint', 'transfer'))`;
const brc20Kept = sql`not exists (select 1 from brc20_activity s
  where s.inscription_id = b.inscription_id and s.kind in ('sale', ${replacedKind}) and s.txid = b.txid
    and b.kind = 'transfer' and b.to_address is not null)`;

/*
 * The address's side of each ledger, split into "from", "to" and, for replacements, the buyer whose purchase was
 * taken, so each part walks its own (address, time) index; an event naming the address twice is counted once, on
 * the first of those sides.
 */
const nftFrom = (address: string) => sql`a.from_address = ${address} and ${nftKept}`;
const nftTo = (address: string) =>
  sql`a.to_address = ${address} and a.from_address is distinct from ${address} and ${nftKept}`;
const brc20From = (address: string) => sql`b.from_address = ${address} and ${brc20Kept}`;
const brc20To = (address: string) =>
  sql`b.to_address = ${address} and b.from_address is distinct from ${address} and ${brc20Kept}`;
const nftReplaced = (address: string) =>
  sql`a.replaced_buyer = ${address} and a.from_address is distinct from ${address}
    and a.to_address is distinct from ${address}`;
const brc20Replaced = (address: string) =>
  sql`b.replaced_buyer = ${address} and b.from_address is distinct from ${address}
    and b.to_address is distinct from ${address}`;

const nftPart = (where: SQL, depth: number) => sql`(select 'nft' as market, a.id as nft_id, null::uuid as brc20_id,
    a.kind, a.inscription_id, a.collection_id, null::text as tick, null::numeric as amount, a.price_sats,
    a.from_address, a.to_address, a.txid, a.occurred_at as happened_at
  from activity a where ${where}
  order by a.occurred_at desc, a.id desc limit ${depth})`;

const brc20Part = (where: SQL, depth: number) => sql`(select 'brc20' as market, null::bigint as nft_id,
    b.id as brc20_id, b.kind, b.inscription_id, null::text as collection_id, b.tick, b.amount, b.price_sats,
    b.from_address, b.to_address, b.txid, b.happened_at
  from brc20_activity b where ${where}
  order by b.happened_at desc, b.id desc limit ${depth})`;

function actionOf(row: ActivityRow, address: string): TraderAction {
  const isSender = row.from_address === address;
  switch (row.kind) {
    case 'sale':
      return isSender ? 'sold' : 'bought';
    case replacedKind:
      return 'replaced';
    case 'list':
      return 'listed';
    case 'delist':
      return 'delisted';
    case 'mint':
      return 'minted';
    case 'deploy':
      return 'deployed';
    default:
      // Inscribing a BRC-20 transfer locks the amount as transferable; it has no recipient until it is sent.
      if (row.market === 'brc20' && row.to_address === null) return 'transferable';
      return isSender ? 'sent' : 'received';
  }
}

/** The other side of an event; none for listings, mints and deploys, which name only the trader. */
function counterpartyOf(row: ActivityRow, address: string): string | null {
  // The buyer a replacement took the purchase from reads who received the inscription instead.
  const other = row.from_address === address || row.to_address !== address ? row.to_address : row.from_address;
  // Spent to fees (no owner) or back to the sender: nobody else took part.
  return other === null || other === '' || other === address ? null : other;
}

function traderActivity(row: ActivityRow, address: string): TraderActivity {
  const decimals = row.decimals === null ? 18 : Number(row.decimals);
  return {
    market: row.market,
    action: actionOf(row, address),
    inscription_id: row.inscription_id,
    inscription_number: row.number === null ? null : Number(row.number),
    inscription_name: row.market === 'nft' ? row.name : null,
    collection_id: row.collection_id,
    collection_name: row.collection_name,
    tick: row.tick,
    amount: row.amount === null ? null : renderAmount(BigInt(row.amount), decimals),
    // activity_price_check and brc20_activity_price_check keep every price within all bitcoin.
    price: row.price_sats === null ? null : Number(row.price_sats),
    counterparty: counterpartyOf(row, address),
    txid: row.txid,
    happened_at: Number(row.happened_at),
  };
}

/**
 * What an address did in both markets, newest first: its NFT and BRC-20 events where it is the sender or the
 * recipient. Each of the four parts reads at most the rows the page can reach, newest first, from its
 * (address, time) index; the page is cut from their merge.
 */
export async function traderActivityFeed(db: Database, address: string, paging: Paging): Promise<Page<TraderActivity>> {
  const depth = paging.page * paging.limit;
  const [page, counted] = (await Promise.all([
    db.execute(sql`
      with mine as (
        ${nftPart(nftFrom(address), depth)}
        union all ${nftPart(nftTo(address), depth)}
        union all ${nftPart(nftReplaced(address), depth)}
        union all ${brc20Part(brc20From(address), depth)}
        union all ${brc20Part(brc20To(address), depth)}
        union all ${brc20Part(brc20Replaced(address), depth)}
      )
      select mine.market, mine.kind, mine.inscription_id, i.number::text as number, i.name,
        mine.collection_id, c.name as collection_name, coalesce(t.display_tick, mine.tick) as tick,
        t.decimals::text as decimals, mine.amount::text as amount, mine.price_sats::text as price_sats,
        mine.from_address, mine.to_address, mine.txid,
        floor(extract(epoch from mine.happened_at))::bigint::text as happened_at
      from mine
      left join inscriptions i on i.inscription_id = mine.inscription_id
      left join collections c on c.id = mine.collection_id
      left join brc20_ticks t on t.tick = mine.tick
      order by mine.happened_at desc, mine.market desc, mine.nft_id desc, mine.brc20_id desc
      limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`),
    db.execute(sql`select (
        (select count(*) from activity a where ${nftFrom(address)})
        + (select count(*) from activity a where ${nftTo(address)})
        + (select count(*) from activity a where ${nftReplaced(address)})
        + (select count(*) from brc20_activity b where ${brc20From(address)})
        + (select count(*) from brc20_activity b where ${brc20To(address)})
        + (select count(*) from brc20_activity b where ${brc20Replaced(address)})
      )::text as total`),
  ])) as [{ rows: ActivityRow[] }, { rows: Array<{ total: string }> }];
  return toPage(
    page.rows.map((row) => traderActivity(row, address)),
    Number(counted.rows[0]?.total ?? 0),
    paging,
  );
}
