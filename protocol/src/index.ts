export { bitcoin } from './bitcoin';
export { curve, chooseCurve, type Curve } from './curve';
export { networkNames, networkParams, type NetworkName } from './network';
export { ProtocolError } from './ProtocolError';
export { envelopeCodes, type EnvelopeCodeName } from './api/envelopeCodes';
export { bytesToHex, concatBytes, equalBytes, hexToBytes } from './bytes';
export { hashFromTxid, txidFromHash } from './txid';
export { compactSize } from './compactSize';
export { blockSubsidy } from './blockSubsidy';
export * from './units/index';
export { addressTypes, outputScriptType, type AddressType } from './address/scriptType';
export { parseAddress, type ParsedAddress } from './address/parseAddress';
export { checkWalletAddress } from './address/walletAddress';
export { checkRefundAddress } from './address/refundAddress';
export { addressFromOutputScript } from './address/addressFromScript';
export { estimateFee, estimateVirtualSize } from './fees/estimateFee';
export { checkFeeRate, feeAtRate } from './fees/feeRate';
export { transactionFeeAtRate, transactionVirtualSize } from './fees/virtualSize';
export { dustLimit, isDust } from './fees/dust';
export {
  defaultFeeTier,
  feeRateForTier,
  feeRatePresets,
  feeTiers,
  parseCustomFeeRate,
  recommendedFeeRates,
  type FeeTier,
  type FeeTierChoice,
  type RecommendedFees,
  type RecommendedFeeTier,
} from './fees/feeTiers';
export {
  classifyUtxo,
  defaultDummyUtxoValue,
  type InscriptionStatus,
  type UtxoClass,
  type WalletUtxo,
} from './utxo/classifyUtxo';
export { splitUtxos, type UtxosByClass } from './utxo/splitUtxos';
export { selectPaymentUtxos, type PaymentRequest, type PaymentSelection } from './utxo/selectPaymentUtxos';
export { parseInscriptions, type InscriptionFlags, type ParsedInscription } from './inscriptions/parseInscriptions';
export { utf8Text } from './inscriptions/utf8Text';
export { formatInscriptionId } from './inscriptions/inscriptionId';
export {
  formatSatpoint,
  outpointKey,
  parseSatpoint,
  spentOutpoint,
  spentOutpointKeys,
  type Outpoint,
  type Satpoint,
} from './inscriptions/satpoint';
export {
  trackInscriptions,
  type BlockTransaction,
  type InscribedSat,
  type InscriptionBirth,
  type InscriptionMove,
  type InscriptionPlacement,
  type PrevoutReader,
  type TrackedBlock,
} from './inscriptions/trackInscriptions';
export {
  BRC20_MAX_AMOUNT,
  BRC20_SCALE,
  BRC20_SCALE_DECIMALS,
  parseBrc20Amount,
  type Brc20AmountParse,
  type Brc20AmountRejection,
} from './brc20/amount';
export type {
  Brc20Deploy,
  Brc20Inscription,
  Brc20Mint,
  Brc20Operation,
  Brc20Parse,
  Brc20Rejection,
  Brc20TransferInscription,
} from './brc20/Brc20Operation';
export { parseBrc20Operation } from './brc20/parseBrc20Operation';
export { mintsCredited } from './brc20/mintsCredited';
export { normalizeTick, tickByteLength } from './brc20/tick';
export { formatBrc20Amount, type Brc20FormatErrorCode } from './brc20/formatBrc20Amount';
export { regtestBrc20Params, type Brc20Params } from './brc20/opi/Brc20Params';
export type { OrdBirth, OrdMove, OrdTransfer, OrdTransferBlock } from './brc20/opi/OrdTransfer';
export { OpiLedger, type OpiBlockResult, type OpiLedgerEntries, type OpiLedgerErrorCode } from './brc20/opi/OpiLedger';
export { balanceKey, balanceKeyParts } from './brc20/opi/OpiBook';
export { brc20NetworkParams } from './brc20/opi/brc20NetworkParams';
export { ordTransferBlock } from './brc20/opi/ordTransferBlock';
export { readTransferInscription, type TransferInscription } from './brc20/opi/readTransferInscription';
export type {
  OpiBalance,
  OpiBlockUndo,
  OpiLedgerTip,
  OpiPendingTransfer,
  OpiPredeploy,
  OpiTicker,
} from './brc20/opi/OpiLedgerState';
export { fullDecimals, opiEventHashVersion, opiEventString, type OpiEvent } from './brc20/opi/opiEvents';
export type { OpiRecordedEvent, OpiRecordedEventErrorCode } from './brc20/opi/applyRecordedEvent';
export { blockEventHash, cumulativeEventHash } from './brc20/opi/eventHashes';
export { brc20ProgPkscript } from './brc20/opi/moveTransfer';
export { longestTraitType, longestTraitValue, mostTraitValues } from './collections/traitFilter';
export { buildListingPsbt, type ListingRequest } from './listing/buildListingPsbt';
export {
  verifySellerListing,
  verifySellerListingWith,
  type InscriptionLocation,
  type VerifiedListing,
} from './listing/verifySellerListing';
export { claimIsWellShaped, type SignatureClaim } from './signatures/signatureClaim';
export { isKnownValid, rememberVerified, signatureHolds } from './signatures/verifiedSignatures';
export { sellerSighash, type InscriptionOutput } from './listing/listingTerms';
export { listingMessages } from './listing/listingMessages';
export { decodePsbt } from './listing/decodePsbt';
export { buildInscriptionScript, type InscriptionDraft } from './inscriptions/inscriptionScript';
export { inscriptionCommit, type CommitRequest, type InscriptionCommit } from './inscriptions/commit';
export {
  buildReveal,
  revealCommitValue,
  type RevealDestination,
  type RevealPlan,
  type RevealRequest,
  type TaprootSigner,
} from './inscriptions/reveal';
export { taprootKeyPair, type TaprootKeyPair } from './inscribing/taprootKeyPair';
export {
  buildInscriptionOrder,
  buildOrderRefund,
  quoteInscriptionOrder,
  type InscriptionOrderPlan,
  type InscriptionOrderQuote,
  type InscriptionOrderTransactions,
  type OrderCoin,
  type OrderOutcome,
  type OrderPayout,
} from './inscribing/inscriptionOrder';
export { verifyMessage } from './message/verifyMessage';
export { bip322MessageHash, bip322ToSign, bip322ToSpend, verifyBip322Simple } from './message/bip322';
export { signBip322Simple, type Bip322Key } from './message/signBip322Simple';
export { legacyMessageHash, verifyLegacyMessage } from './message/legacyMessage';
export { buildPurchasePsbt, type PurchasePlan } from './purchase/buildPurchasePsbt';
export {
  freshDummySats,
  maxSweep,
  type BuyerWallet,
  type FeeOutput,
  type PurchaseCosts,
  type PurchaseListing,
  type PurchaseRequest,
} from './purchase/purchaseTerms';
export { keySpendMessages, keySpendOf, type KeySpend, type SpendKind } from './address/keySpend';
export { basisPointsInWhole, basisPointsOf, chargedFee } from './purchase/marketFees';
export { completeTransaction, completionMessages, type SellerSignature } from './purchase/completeTransaction';
export { purchaseMessages } from './purchase/purchaseMessages';
export { PurchaseShortfall, type ShortfallFigures } from './purchase/purchaseShortfall';
export {
  comparePurchaseReplacement,
  type PurchaseFeeName,
  type PurchaseReplacement,
  type ReplacedPurchaseTerms,
} from './purchase/purchaseReplacement';
export { serializeWitness, witnessStack } from './listing/witnessStack';
export { buildDummyUtxoPsbt, dummyMessages, type DummyUtxoRequest } from './purchase/buildDummyUtxoPsbt';
export { coinsAfter, dummiesForItems, dummyStepFor, type DummyStep } from './purchase/dummyStep';
export {
  checkPurchaseTransaction,
  purchaseCheckMessages,
  type CheckedPurchase,
  type PurchaseTerms,
} from './purchase/checkPurchaseTransaction';
export {
  buildListingCancelPsbt,
  checkListingCancel,
  listingCancelMessages,
  type ListingCancelPlan,
  type ListingCancelRequest,
} from './listing/listingCancel';
export { estimatePurchaseCosts, taprootPaymentEstimate, type PaymentEstimate } from './purchase/estimatePurchaseCosts';
export {
  checkClientSeed,
  clientSeedPattern,
  drawPrizeIndex,
  maximumPoolSize,
  serverSeedHash,
  serverSeedPattern,
  type Draw,
  type DrawInput,
} from './blindBox/fairDraw';
export {
  spendCustody,
  type CarriedCoin,
  type CustodyCoin,
  type CustodySpend,
  type CustodySpendRequest,
} from './custody/spendCustody';
export {
  buildTransferWithdrawal,
  type HeldTransfer,
  type TransferWithdrawal,
  type TransferWithdrawalRequest,
} from './custody/transferWithdrawal';
export {
  buildInscriptionDepositPsbt,
  checkInscriptionDeposit,
  inscriptionDepositMessages,
  type InscriptionDepositPlan,
  type InscriptionDepositRequest,
} from './custody/inscriptionDeposit';
export {
  lockScript,
  protectedLock,
  protectedLockAddress,
  readProtectedLock,
  type ProtectedLock,
} from './protection/protectedLock';
export { buildLockPsbt, lockVirtualSize, type LockPlan, type LockRequest } from './protection/lockInscriptions';
export { buildProtectedListingPsbt, type ProtectedListingRequest } from './protection/protectedSale';
export { coSignPurchase, coSignSale, saleWitnessBytes, type ProtectedSaleInput } from './protection/saleCoSignature';
export { protectionMessages } from './protection/protectionMessages';
export {
  checkFeeBump,
  feeBumpMessages,
  incrementalRelayRate,
  leastReplacementFee,
  type PaidTransaction,
} from './purchase/feeBump';
export type { PurchaseShape } from './purchase/purchaseChange';
export {
  buildChildPayment,
  childPaymentMessages,
  descendantLimit,
  type ChildPaymentPlan,
  type ChildPaymentRequest,
} from './purchase/childPaysForParent';
export { lockHeldBy } from './protection/lockHolder';
