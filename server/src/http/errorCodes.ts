import { envelopeCodes } from '@ordmarket/protocol';

/**
 * Every non-zero envelope code the API answers (protocol's envelopeCodes), with the HTTP status it travels with.
 * A repeat mint and the dummy-UTXO steps are steps of a flow the app carries on, not failures, so they travel as 200.
 */
export const errorCodes = {
  accessTokenExpired: { code: envelopeCodes.accessTokenExpired, status: 401 },
  accessTokenInvalid: { code: envelopeCodes.accessTokenInvalid, status: 401 },
  repeatMint: { code: envelopeCodes.repeatMint, status: 200 },
  signInRequired: { code: envelopeCodes.signInRequired, status: 401 },
  invalidRequest: { code: envelopeCodes.invalidRequest, status: 400 },
  malformedJson: { code: envelopeCodes.malformedJson, status: 400 },
  bodyTooLarge: { code: envelopeCodes.bodyTooLarge, status: 413 },
  unsupportedMediaType: { code: envelopeCodes.unsupportedMediaType, status: 415 },
  rateLimited: { code: envelopeCodes.rateLimited, status: 429 },
  notFound: { code: envelopeCodes.notFound, status: 404 },
  invalidAddress: { code: envelopeCodes.invalidAddress, status: 400 },
  challengeUnknown: { code: envelopeCodes.challengeUnknown, status: 400 },
  signatureInvalid: { code: envelopeCodes.signatureInvalid, status: 401 },
  refreshTokenRefused: { code: envelopeCodes.refreshTokenRefused, status: 401 },
  qrLoginUnknown: { code: envelopeCodes.qrLoginUnknown, status: 404 },
  transactionRejected: { code: envelopeCodes.transactionRejected, status: 400 },
  faucetRefused: { code: envelopeCodes.faucetRefused, status: 400 },
  inscriptionNotFound: { code: envelopeCodes.inscriptionNotFound, status: 404 },
  collectionNotFound: { code: envelopeCodes.collectionNotFound, status: 404 },
  orderNotFound: { code: envelopeCodes.orderNotFound, status: 404 },
  tickNotFound: { code: envelopeCodes.tickNotFound, status: 404 },
  listingRefused: { code: envelopeCodes.listingRefused, status: 400 },
  purchaseRefused: { code: envelopeCodes.purchaseRefused, status: 400 },
  mintRefused: { code: envelopeCodes.mintRefused, status: 400 },
  dummyUtxosNeeded: { code: envelopeCodes.dummyUtxosNeeded, status: 200 },
  dummyUtxosPending: { code: envelopeCodes.dummyUtxosPending, status: 200 },
  tickAlreadyDeployed: { code: envelopeCodes.tickAlreadyDeployed, status: 409 },
  inscribingNotOpen: { code: envelopeCodes.inscribingNotOpen, status: 503 },
  paymentConflict: { code: envelopeCodes.paymentConflict, status: 409 },
  boxRefused: { code: envelopeCodes.boxRefused, status: 400 },
  idempotencyConflict: { code: envelopeCodes.idempotencyConflict, status: 409 },
  notHouseMaker: { code: envelopeCodes.notHouseMaker, status: 403 },
  chainUnavailable: { code: envelopeCodes.chainUnavailable, status: 503 },
  internal: { code: envelopeCodes.internal, status: 500 },
} as const;

export type ErrorName = keyof typeof errorCodes;
