/**
 * Every code an API answer's envelope `{code, msg, data}` carries, shared by the server that answers them and
 * the app that acts on them (spec §8). 0 is success; 65000/75000 make the app refresh the session once;
 * 10180006 is never toasted.
 */
export const envelopeCodes = {
  success: 0,
  /** The access token expired, or is no longer valid: the app refreshes the session once and retries. */
  accessTokenExpired: 65000,
  accessTokenInvalid: 75000,
  /** gen_mint_payment: this combination was minted before; the app asks 'again' or 'cancel' rather than toasting. */
  repeatMint: 10180005,
  /** Called as a visitor: the app stays quiet, a read simply has nothing to show. */
  signInRequired: 10180006,
  /** A request field refused; the message names the field ('Invalid request. tick: ...'). */
  invalidRequest: 10010001,
  malformedJson: 10010002,
  bodyTooLarge: 10010003,
  unsupportedMediaType: 10010004,
  rateLimited: 10010005,
  notFound: 10010006,
  invalidAddress: 10020001,
  challengeUnknown: 10020002,
  signatureInvalid: 10020003,
  refreshTokenRefused: 10020004,
  /** A QR sign-in code unknown, expired or used: the approving screen says so in its place. */
  qrLoginUnknown: 10020005,
  transactionRejected: 10030001,
  faucetRefused: 10030002,
  inscriptionNotFound: 10040001,
  collectionNotFound: 10040002,
  orderNotFound: 10040003,
  tickNotFound: 10040004,
  listingRefused: 10040005,
  /** A buy the order's state or the server cannot carry out (own inscription, already sold...). */
  purchaseRefused: 10040006,
  /** A mint order the collection's mint cannot take (no mint, window closed, sold out...). */
  mintRefused: 10040007,
  /** The buyer's wallet has too few dummy UTXOs for this purchase: the app prepares them ("Read before purchase"). */
  dummyUtxosNeeded: 10040008,
  /** The buyer's dummy UTXOs are on their way (unconfirmed): the app waits for them instead of making more. */
  dummyUtxosPending: 10040009,
  /** A BRC-20 deploy of a tick someone already deployed: ticks are first come, first served. */
  tickAlreadyDeployed: 10060001,
  /** Deploying and minting BRC-20 through the marketplace needs the inscriber, which is not running yet. */
  inscribingNotOpen: 10060002,
  /** A payment txid reported for a task already paid by another transaction, or used by another task. */
  paymentConflict: 10060003,
  /** A blind-box action the house, the pool or the box balance cannot carry out; the message says why. */
  boxRefused: 10070001,
  /** An idempotency key reused for a different request. */
  idempotencyConflict: 10070002,
  /** A house action only its maker may take (rotating its seed), asked by someone else. */
  notHouseMaker: 10070003,
  chainUnavailable: 10090001,
  internal: 10090000,
} as const;

export type EnvelopeCodeName = keyof typeof envelopeCodes;
