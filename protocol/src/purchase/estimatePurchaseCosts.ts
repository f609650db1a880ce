import { parseAddress } from '../address/parseAddress';
import { checkFeeRate } from '../fees/feeRate';
import type { NetworkName } from '../network';
import { purchaseVirtualSize, type PaymentShape } from './purchaseLayout';
import type { FeeOutput, PurchaseCosts, PurchaseListing } from './purchaseTerms';

/** A buyer's payment as sizing sees it, before any of their coins is known: UniSat's taproot one by default. */
export interface PaymentEstimate extends PaymentShape {
  readonly scriptBytes: number;
}

/** A taproot payer (UniSat's default): a 34-byte script, a 64-byte signature. */
export const taprootPaymentEstimate: PaymentEstimate = { scriptSigBytes: 0, witnessBytes: 66, scriptBytes: 34 };

/**
 * What a purchase of `listings` will cost when the buyer's wallet holds its dummies and pays from one coin with
 * change: the layout the builder makes for such a wallet, sized by the same function, so for it the figures are
 * the ones the transaction pays. The cart shows this before the buyer's coins are chosen.
 */
export function estimatePurchaseCosts(request: {
  readonly listings: readonly PurchaseListing[];
  readonly payment: PaymentEstimate;
  /** The buyer's ordinals address script length (34 for taproot). */
  readonly ordinalsScriptBytes: number;
  readonly feeRate: bigint;
  readonly network: NetworkName;
  readonly serviceFee?: FeeOutput | undefined;
  readonly royaltyFee?: FeeOutput | undefined;
}): PurchaseCosts {
  const { listings, payment } = request;
  checkFeeRate(request.feeRate);
  const fees = [request.serviceFee, request.royaltyFee].filter(
    (fee): fee is FeeOutput => fee !== undefined && fee.sats > 0n,
  );
  const outputScriptBytes = [
    payment.scriptBytes,
    ...listings.map(() => request.ordinalsScriptBytes),
    ...listings.map(({ listing }) => listing.sellerOutputScript.length),
    ...fees.map((fee) => parseAddress(fee.address, request.network).outputScript.length),
    ...Array.from({ length: listings.length + 1 }, () => payment.scriptBytes),
  ];
  const virtualSize = purchaseVirtualSize({
    listings,
    payment,
    paymentInputs: 1,
    outputScriptBytes,
    changeScriptBytes: payment.scriptBytes,
  });
  const subtotal = listings.reduce((sum, { listing }) => sum + listing.priceSats, 0n);
  const serviceFee = request.serviceFee?.sats ?? 0n;
  const royaltyFee = request.royaltyFee?.sats ?? 0n;
  const networkFee = virtualSize * request.feeRate;
  return {
    subtotal,
    serviceFee,
    royaltyFee,
    networkFee,
    virtualSize,
    total: subtotal + serviceFee + royaltyFee + networkFee,
  };
}
