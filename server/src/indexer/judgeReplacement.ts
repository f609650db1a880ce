import {
  bitcoin,
  comparePurchaseReplacement,
  outpointKey,
  spentOutpoint,
  type FeeOutput,
  type NetworkName,
  type PurchaseReplacement,
} from '@ordmarket/protocol';
import type { marketTransactions } from '../db/schema';

type MarketPurchase = typeof marketTransactions.$inferSelect;

/** What took a pending purchase's listed outputs in one block: the spending transaction and what it did. */
export interface TakenOffers {
  readonly txid: string;
  readonly tx: bitcoin.Transaction;
  /** The purchase's orders whose listed output this transaction spent. */
  readonly orderIds: ReadonlySet<string>;
  /** Where it sent their inscriptions ('' when they went to the miners). */
  readonly receivers: readonly string[];
  /** Whether it paid each seller their signed price, for every order it took. */
  readonly sellersPaid: boolean;
  /** Whether every inscription went back to its seller (the seller spent the listing themselves). */
  readonly toSellers: boolean;
}

export type PurchaseVerdict =
  /** The buyer's own fee bump: every seller and fee paid, every inscription theirs. Still the market's sale. */
  | { readonly kind: 'kept' }
  /** Another transaction took the purchase's place: the purchase ends, and `failure` tells the buyer what it did. */
  | { readonly kind: 'replaced'; readonly failure: string };

const fee = (stored: { sats: string; address: string } | undefined): FeeOutput | undefined =>
  stored && { sats: BigInt(stored.sats), address: stored.address };

const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** What the replacement pays of what the purchase paid others, from the purchase's stored bytes. */
function compared(purchase: MarketPurchase, taken: TakenOffers, network: NetworkName): PurchaseReplacement {
  // A purchase is paid (its txid on the listings) only once its signed bytes are stored; without them nothing is kept.
  if (purchase.rawTx === null) return { keepsPayments: false, unpaidFees: [] };
  return comparePurchaseReplacement(bitcoin.Transaction.fromHex(purchase.rawTx), taken.tx, {
    buyer: { ordinalsAddress: purchase.terms.ordinalsAddress, paymentAddress: purchase.paymentAddress },
    serviceFee: fee(purchase.terms.serviceFee),
    royaltyFee: fee(purchase.terms.royaltyFee),
    network,
  });
}

/**
 * Judges a pending market purchase whose listed outputs a block spent with another transaction than the one the
 * market stored and broadcast. It is still the market's sale only when that transaction took every listing of the
 * purchase, paid everyone the purchase paid (sellers, service fee, royalty) and gave every inscription to the buyer:
 * the buyer bumping their own fee. Anything else replaced it, and the buyer reads what the replacement did.
 */
export function judgeReplacement(purchase: MarketPurchase, taken: TakenOffers, network: NetworkName): PurchaseVerdict {
  const buyer = purchase.terms.ordinalsAddress;
  const { keepsPayments, unpaidFees } = compared(purchase, taken, network);
  const tookAll = purchase.orderIds.every((id) => taken.orderIds.has(id));
  const toBuyer = taken.receivers.every((receiver) => receiver === buyer);
  if (keepsPayments && tookAll && toBuyer) return { kind: 'kept' };
  const yours = `your purchase ${purchase.txid ?? purchase.id}`;
  const rest = tookAll ? '' : ' The other inscriptions of your purchase are for sale again.';
  if (taken.toSellers) {
    return {
      kind: 'replaced',
      failure:
        `The seller moved the inscription back to themselves in transaction ${taken.txid}, replacing ${yours}: ` +
        `you did not get it, and your purchase never confirmed.${rest}`,
    };
  }
  const seller = taken.sellersPaid ? 'paid the seller' : 'did not pay the seller';
  const fees = unpaidFees.length === 0 ? 'paid the fees' : `left the ${listed(unpaidFees)} unpaid`;
  if (toBuyer) {
    return {
      kind: 'replaced',
      failure:
        `Transaction ${taken.txid} replaced ${yours}: it gave you the inscription, ${seller} and ${fees}, ` +
        `so it is not the market's sale.${rest}`,
    };
  }
  const yourCoins = new Set(purchase.terms.spent.map(outpointKey));
  const spentYours = taken.tx.ins.some((input) => yourCoins.has(outpointKey(spentOutpoint(input))));
  const coins = spentYours ? '' : ': none of your coins were spent';
  const others = [...new Set(taken.receivers.filter((receiver) => receiver !== buyer))].map(
    (receiver) => receiver || 'the miners',
  );
  return {
    kind: 'replaced',
    failure:
      `A third party's transaction ${taken.txid} replaced ${yours}: it sent the inscription to ${listed(others)} ` +
      `instead of you, ${seller} and ${fees}. Your purchase never confirmed${coins}.${rest}`,
  };
}
