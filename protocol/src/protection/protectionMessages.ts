/** What a protected listing's rules say when they refuse, in the trader's words. */
export const protectionMessages = {
  keysEqual: "The market's co-signing key cannot be the seller's own key: the lock would then be the market's alone.",
  notOwner: (outpoint: string) =>
    `Output ${outpoint} is not at your ordinals address: only your own inscriptions can be protected.`,
  nothingToLock: 'Choose at least one inscription to protect.',
  tooManyBelowDust: (outpoints: readonly string[]) =>
    `Inscriptions ${outpoints.join(', ')} each sit on fewer sats than a taproot output needs; protect them one at a time.`,
  notEnoughFunds: (needed: bigint) =>
    `Protecting these inscriptions costs a network fee of ${needed} sats, more than your wallet's clean bitcoin. Add some bitcoin, or list without protection.`,
  notLocked: "This output is not a protected listing's lock with this market's key.",
  saleNotSigned: 'The protected listing carries no signature of the seller for the sale.',
  saleSignatureShape:
    'The seller must sign a protected sale once, on the lock\u2019s script path, with SIGHASH_SINGLE|ANYONECANPAY.',
  coSignatureMissing: "The purchase of a protected listing lacks the market's signature, or it does not hold.",
} as const;
