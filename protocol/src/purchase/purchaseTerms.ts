import type { InscriptionLocation, VerifiedListing } from '../listing/verifySellerListing';
import type { NetworkName } from '../network';
import type { WalletUtxo } from '../utxo/classifyUtxo';
import type { KeySpend } from '../address/keySpend';

/** A batch (sweep) buys at most this many listings in one transaction. */
export const maxSweep = 9;

/** The value of each fresh dummy output the purchase leaves for the buyer's next one. */
export const freshDummySats = 600n;

/** A listing to buy: the verified seller listing and where its inscription is now. */
export interface PurchaseListing {
  listing: VerifiedListing;
  inscription: InscriptionLocation;
}

/** A fee the marketplace or the collection's creator takes, as its own output. */
export interface FeeOutput {
  sats: bigint;
  address: string;
}

export interface BuyerWallet {
  /** Where the bought inscriptions land. */
  ordinalsAddress: string;
  /** Pays, and receives the merged dummies, fresh dummies and change. Every one of `utxos` sits at its address. */
  payment: KeySpend;
  utxos: readonly WalletUtxo[];
}

export interface PurchaseRequest {
  listings: readonly PurchaseListing[];
  buyer: BuyerWallet;
  /** sats/vB */
  feeRate: bigint;
  network: NetworkName;
  serviceFee?: FeeOutput | undefined;
  royaltyFee?: FeeOutput | undefined;
  /** UTXOs at or below this value count as dummies (1000 sats unless configured). */
  dummyValue?: bigint;
}

/** What a purchase costs the buyer, every figure in sats: their balance drops by exactly `total`. */
export interface PurchaseCosts {
  /** The sellers' prices. */
  subtotal: bigint;
  /** 0 when waived (no fee, or below dust). */
  serviceFee: bigint;
  royaltyFee: bigint;
  networkFee: bigint;
  virtualSize: bigint;
  total: bigint;
}
