import type { InscriptionDraft } from '@ordmarket/protocol';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import type { InscriptionOrderKind, inscriptionOrders } from '../db/schema';

export type InscriptionOrderRow = typeof inscriptionOrders.$inferSelect;

/**
 * What a paid order becomes: its inscriptions, or a refund with the reason its owner reads. An order that only partly
 * fits takes fewer inscriptions than it ordered, says so in `note`, and pays its payouts only for what it took; the
 * rest of its payment goes back in the commit.
 */
export type Claim =
  | {
      readonly inscriptions: readonly InscriptionDraft[];
      readonly note?: string;
      /**
       * A write made with the order's stored transactions, once the inscription ids are known (a launchpad mint
       * declares them in its collection).
       */
      readonly inscribed?: (tx: Transaction, inscriptionIds: readonly string[]) => SQLWrapper;
    }
  | { readonly refuse: string };

/**
 * The market's side of an order kind. `claim` runs inside the transaction that stores the order's signed
 * transactions, so what it takes (a mint's next items, a supply count) is taken exactly when the order is inscribed,
 * and given back if that transaction rolls back.
 */
export interface OrderFulfilment {
  claim(tx: Transaction, order: InscriptionOrderRow): Promise<Claim>;
}

export type OrderFulfilments = Readonly<Record<InscriptionOrderKind, OrderFulfilment>>;

/** Which market's websocket clients hear about an order kind. */
export function orderMarket(kind: InscriptionOrderKind): 'nft' | 'brc20' {
  return kind === 'launchpad_mint' ? 'nft' : 'brc20';
}

/** `orderMarket` in SQL, for an announcement a statement makes itself: the same answer for every kind. */
export function orderMarketSql(kind: SQL): SQL<'nft' | 'brc20'> {
  return sql<'nft' | 'brc20'>`(case when ${kind} = 'launchpad_mint' then 'nft' else 'brc20' end)`;
}
