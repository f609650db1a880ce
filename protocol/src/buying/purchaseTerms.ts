import type { InscriptionLocation, VerifiedListing } from '../listing/verifySellerListing';
import type { NetworkName } from '../network';
import type { WalletUtxo } from '../utxo/classifyUtxo';

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
  /** Pays, and receives the merged dummies, fresh dummies and change. All `utxos` are at this address. */
  paymentAddress: string;
  /** The payment key (33-byte compressed or x-only): a taproot payment input needs it to be signed. */
  paymentPublicKey: Uint8Array;
  utxos: readonly WalletUtxo[];
}

export interface PurchaseRequest {
  listings: readonly PurchaseListing[];
  buyer: BuyerWallet;
  /** sats/vB */
  feeRate: bigint;
  network: NetworkName;
  serviceFee?: FeeOutput;
  royaltyFee?: FeeOutput;
  /** UTXOs at or below this value count as dummies (1000 sats unless configured). */
  dummyValue?: bigint;
}
