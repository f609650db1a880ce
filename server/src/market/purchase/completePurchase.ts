import type { bitcoin } from '@ordmarket/protocol';
import {
  coSignPurchase,
  completeTransaction,
  txidFromHash,
  type PurchaseListing,
  type TaprootSigner,
} from '@ordmarket/protocol';
import { protocolRefusal } from './tradeRefusals';

/**
 * The purchase the buyer signed, completed on the server: each seller's signature merged from the market's records,
 * and each protected sale co-signed by the market over this exact transaction (before the one purchase check, which
 * verifies both; a transaction that fails it is never stored, so its signature goes nowhere).
 */
export function completePurchase(
  built: bitcoin.Psbt,
  walletSigned: string,
  bought: readonly PurchaseListing[],
  coSigner: TaprootSigner,
): bitcoin.Transaction {
  const sellers = bought.map(({ listing, inscription }) => ({
    index: built.txInputs.findIndex(
      (input) => txidFromHash(input.hash) === inscription.txid && input.index === inscription.vout,
    ),
    listing,
  }));
  const purchase = protocolRefusal(() =>
    completeTransaction(
      built,
      walletSigned,
      sellers.map(({ index, listing }) => ({ index, witness: listing.sellerWitness })),
    ),
  );
  const protectedSales = sellers.flatMap(({ index, listing }) =>
    listing.protection ? [{ index, lock: listing.protection }] : [],
  );
  protocolRefusal(() => coSignPurchase(purchase, built, protectedSales, coSigner));
  return purchase;
}
