import { parseAddress } from '../address/parseAddress';
import type { bitcoin } from '../bitcoin';
import { bytesToHex } from '../bytes';
import type { NetworkName } from '../network';
import type { FeeOutput } from './purchaseTerms';

/** What the market knows of a purchase it broadcast: who bought, and the fees its check held it to. */
export interface ReplacedPurchaseTerms {
  readonly buyer: { readonly ordinalsAddress: string; readonly paymentAddress: string };
  readonly serviceFee?: FeeOutput | undefined;
  readonly royaltyFee?: FeeOutput | undefined;
  readonly network: NetworkName;
}

/** The fees a purchase charges, as its check and its trader name them. */
export type PurchaseFeeName = 'service fee' | 'royalty';

export interface PurchaseReplacement {
  /**
   * Whether the replacement pays every address the purchase paid, other than the buyer's own, at least as much:
   * each seller their price and each fee its sats. A buyer bumping their own purchase's fee keeps them all (only
   * their change shrinks); a replacement reusing the sellers' signatures to skip the fees does not.
   */
  readonly keepsPayments: boolean;
  /** The charged fees the replacement pays less of than the purchase did, service fee first. */
  readonly unpaidFees: readonly PurchaseFeeName[];
}

const sumByScript = (outs: ReadonlyArray<{ script: Uint8Array; value: bigint }>): Map<string, bigint> => {
  const sums = new Map<string, bigint>();
  for (const out of outs) {
    const script = bytesToHex(out.script);
    sums.set(script, (sums.get(script) ?? 0n) + out.value);
  }
  return sums;
};

/**
 * Compares a purchase the market broadcast with the transaction that spent its listed outputs in its place (an RBF
 * replacement, which anyone can build once the purchase shows the sellers' SINGLE|ANYONECANPAY signatures): what it
 * pays each address the purchase paid. Outputs to the buyer's own addresses are left out; where the inscriptions
 * landed is the indexer's to say.
 */
export function comparePurchaseReplacement(
  purchase: bitcoin.Transaction,
  replacement: bitcoin.Transaction,
  terms: ReplacedPurchaseTerms,
): PurchaseReplacement {
  const { network } = terms;
  const buyerScripts = new Set(
    [terms.buyer.ordinalsAddress, terms.buyer.paymentAddress].map((address) =>
      bytesToHex(parseAddress(address, network).outputScript),
    ),
  );
  const owed = sumByScript(purchase.outs);
  const paid = sumByScript(replacement.outs);
  const short = new Set(
    [...owed].flatMap(([script, sats]) =>
      buyerScripts.has(script) || (paid.get(script) ?? 0n) >= sats ? [] : [script],
    ),
  );
  const fees: Array<[PurchaseFeeName, FeeOutput | undefined]> = [
    ['service fee', terms.serviceFee],
    ['royalty', terms.royaltyFee],
  ];
  const unpaidFees = fees.flatMap(([name, fee]) =>
    fee !== undefined && fee.sats > 0n && short.has(bytesToHex(parseAddress(fee.address, network).outputScript))
      ? [name]
      : [],
  );
  return { keepsPayments: short.size === 0, unpaidFees };
}
