/**
 * Every non-zero envelope code the API answers, with the HTTP status it travels with. The app reads
 * `code` (spec §8): 65000/75000 make it refresh the session once; 10180006 is never toasted.
 */
export const errorCodes = {
  accessTokenExpired: { code: 65000, status: 401 },
  accessTokenInvalid: { code: 75000, status: 401 },
  repeatMint: { code: 10180005, status: 200 },
  /** Called as a visitor: the app stays quiet, a read simply has nothing to show. */
  signInRequired: { code: 10180006, status: 401 },
  invalidRequest: { code: 10010001, status: 400 },
  malformedJson: { code: 10010002, status: 400 },
  bodyTooLarge: { code: 10010003, status: 413 },
  unsupportedMediaType: { code: 10010004, status: 415 },
  rateLimited: { code: 10010005, status: 429 },
  notFound: { code: 10010006, status: 404 },
  invalidAddress: { code: 10020001, status: 400 },
  challengeUnknown: { code: 10020002, status: 400 },
  signatureInvalid: { code: 10020003, status: 401 },
  refreshTokenRefused: { code: 10020004, status: 401 },
  qrLoginUnknown: { code: 10020005, status: 404 },
  transactionRejected: { code: 10030001, status: 400 },
  faucetRefused: { code: 10030002, status: 400 },
  inscriptionNotFound: { code: 10040001, status: 404 },
  collectionNotFound: { code: 10040002, status: 404 },
  orderNotFound: { code: 10040003, status: 404 },
  tickNotFound: { code: 10040004, status: 404 },
  listingRefused: { code: 10040005, status: 400 },
  /** A buy the order's state or the server cannot carry out (own inscription, already sold...). */
  purchaseRefused: { code: 10040006, status: 400 },
  /** A mint order the collection's mint cannot take (no mint, window closed, sold out...). */
  mintRefused: { code: 10040007, status: 400 },
  /**
   * The buyer's wallet has too few dummy UTXOs for this purchase: the app prepares them ("Read before purchase"). A
   * step of the purchase, not a failure, so it travels as 200 like repeatMint.
   */
  dummyUtxosNeeded: { code: 10040008, status: 200 },
  /** The buyer's dummy UTXOs are on their way (unconfirmed): the app waits for them instead of making more. */
  dummyUtxosPending: { code: 10040009, status: 200 },
  /** A BRC-20 deploy of a tick someone already deployed: ticks are first come, first served. */
  tickAlreadyDeployed: { code: 10060001, status: 409 },
  /** Deploying and minting BRC-20 through the marketplace needs the inscriber, which is not running yet. */
  inscribingNotOpen: { code: 10060002, status: 503 },
  /** A payment txid reported for a task already paid by another transaction, or used by another task. */
  paymentConflict: { code: 10060003, status: 409 },
  /** A blind-box action the house, the pool or the box balance cannot carry out; the message says why. */
  boxRefused: { code: 10070001, status: 400 },
  /** An idempotency key reused for a different request. */
  idempotencyConflict: { code: 10070002, status: 409 },
  chainUnavailable: { code: 10090001, status: 503 },
  internal: { code: 10090000, status: 500 },
} as const;

export type ErrorName = keyof typeof errorCodes;
