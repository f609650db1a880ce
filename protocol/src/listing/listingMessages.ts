/** The spec's exact words for a refused seller listing (§5), and ours where it gives none. */
export const listingMessages = {
  notFinalized: 'Please sign and finalize the PSBT before submitting it',
  invalidPsbt: (reason: string) => `Invalid PSBT: ${reason}`,
  invalidSellerPsbt: 'Invalid seller signed PSBT',
  notSigned: 'PSBT not signed',
  cannotValidate: "Can't validate seller signed PSBT",
  doesNotMatch: 'Seller signed PSBT does not match this inscription',
  priceTooLow: 'The listing price must be at least 0.00000546 BTC (546 sats)',
  priceTooHigh: 'The listing price must be at most 21,000,000 BTC, every bitcoin there will ever be',
} as const;
