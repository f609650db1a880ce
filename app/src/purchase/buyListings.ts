import type { SentDummyTransaction } from '@ordmarket/ui';
import { ApiCallError } from '../api/ApiCallError';
import type { ApiClient } from '../api/apiClient';
import { envelopeCodes } from '@ordmarket/protocol';
import type { PaymentSnackRequest } from '../stores/overlays/overlaysStore';
import type { WalletConnector } from '../wallet';
import { isUserCanceled } from '../errors/userCanceled';
import { payerFields } from './payer';

/** The two order books a purchase buys from. */
export type TradeMarket = 'nft' | 'brc20';

export interface BuyRequest {
  readonly market: TradeMarket;
  /** One listing, or (NFTs only) a sweep of up to 9. */
  readonly orderIds: readonly string[];
  /** sats/vB. */
  readonly feeRate: number;
}

/** Who pays: the payment key, and the payment address when it is not the signed-in one (Xverse). */
export interface Payer {
  readonly publicKey: string;
  readonly paymentAddress?: string | undefined;
}

/**
 * Where a purchase is, for the trader to see while it runs: the market reserves the listings, the wallet signs, the
 * market merges, checks and broadcasts. A wallet short of dummy UTXOs goes through the dummy transaction's own three
 * steps instead: the market builds it, the wallet signs it, the market sends it.
 */
export type PurchaseStep =
  'reserving' | 'signing' | 'sending' | 'buildingDummies' | 'signingDummies' | 'sendingDummies';

/** What buying needs from the app: the API, the connected wallet, the overlays and the progress it reports. */
export interface BuyingParts {
  readonly api: Pick<ApiClient, 'post' | 'recordPayment'>;
  readonly wallet: Pick<WalletConnector, 'signPsbt'>;
  readonly payer: Payer;
  readonly showReadBeforePurchase: (sent: SentDummyTransaction) => void;
  /** The wallet's dummy UTXOs are on their way in this transaction: buying waits until it confirms. */
  readonly onDummiesPending: (txid: string) => void;
  readonly showPaymentSnack: (request: PaymentSnackRequest) => void;
  /** A failure in the trader's words, with what to do (the app's explainError). */
  readonly explain: (error: unknown) => string;
  readonly onStep: (step: PurchaseStep) => void;
}

/**
 * bought: the market merged, checked and broadcast it. preparingDummies: the dummy UTXOs were sent instead (the
 * trader buys again once they confirm). dummiesPending: they were sent earlier and have not confirmed yet.
 * cancelled: the wallet was closed and the listings are for sale again. refused: the market said no (and why).
 */
export type BuyOutcome = 'bought' | 'preparingDummies' | 'dummiesPending' | 'cancelled' | 'refused';

interface Signable {
  readonly psbt: string;
  readonly buyer_inputs: readonly number[];
}

/** The wallet signs the inputs it was asked to (finalized, as UniSat does); the PSBT goes back to the market. */
function sign(parts: BuyingParts, signable: Signable): Promise<string> {
  return parts.wallet.signPsbt(signable.psbt, {
    autoFinalized: true,
    toSignInputs: signable.buyer_inputs.map((index) => ({ index })),
  });
}

const pendingTxid = (message: string): string => /\b[0-9a-f]{64}\b/.exec(message)?.[0] ?? '';

function payerBody(parts: BuyingParts, request: BuyRequest) {
  return { fee_rate: Math.max(1, Math.ceil(request.feeRate)), ...payerFields(parts.payer) };
}

/** The market's three calls for this purchase: start (hold and build), finish (merge and broadcast), cancel. */
function purchaseCalls(api: BuyingParts['api'], request: BuyRequest, payer: ReturnType<typeof payerBody>) {
  const [orderId = ''] = request.orderIds;
  if (request.market === 'brc20') {
    return {
      start: () => api.post('/btc/brc_20/buy_brc20', { order_id: orderId, ...payer }),
      finish: (psbt: string) => api.recordPayment('/btc/brc_20/buy_brc20_send_success', { order_id: orderId, psbt }),
      cancel: () => api.post('/btc/brc_20/cancel_buy_brc20', { order_id: orderId }),
    };
  }
  if (request.orderIds.length > 1) {
    const orderIds = [...request.orderIds];
    return {
      start: () => api.post('/btc/ordinals/buy_ordinals_list', { order_ids: orderIds, ...payer }),
      finish: (psbt: string) =>
        api.recordPayment('/btc/ordinals/buy_ordinals_list_send_success', { order_ids: orderIds, psbt }),
      cancel: () => api.post('/btc/ordinals/cancel_buy_ordinals_list', { order_ids: orderIds }),
    };
  }
  return {
    start: () => api.post('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payer }),
    finish: (psbt: string) => api.recordPayment('/btc/ordinals/buy_ordinals_send_success', { order_id: orderId, psbt }),
    cancel: () => api.post('/btc/ordinals/cancel_buy_ordinals', { order_id: orderId }),
  };
}

/**
 * Spec §4 "Buy flow": the buy request holds the listings and answers a PSBT without any seller signature; the wallet
 * signs the buyer's inputs; the success call hands it back, and the market merges the sellers' signatures, checks the
 * whole transaction and broadcasts it. A closed wallet cancels. A first purchase makes the dummy UTXOs instead.
 */
export async function buyListings(parts: BuyingParts, request: BuyRequest): Promise<BuyOutcome> {
  if (request.orderIds.length === 0) return 'refused';
  const payer = payerBody(parts, request);
  const calls = purchaseCalls(parts.api, request, payer);
  let purchase: Signable;
  try {
    parts.onStep('reserving');
    purchase = await calls.start();
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error;
    if (error.code === envelopeCodes.dummyUtxosNeeded) return prepareDummies(parts, request.orderIds.length + 1, payer);
    if (error.code === envelopeCodes.dummyUtxosPending) {
      parts.onDummiesPending(pendingTxid(error.msg));
      return 'dummiesPending';
    }
    return 'refused';
  }

  let signed: string;
  try {
    parts.onStep('signing');
    signed = await sign(parts, purchase);
  } catch (error) {
    // Nothing reached the chain: the listings go back on sale whatever stopped the signature.
    await calls.cancel().catch(() => undefined);
    if (isUserCanceled(error)) return 'cancelled';
    parts.showPaymentSnack({ type: 'error', message: parts.explain(error) });
    return 'refused';
  }
  try {
    parts.onStep('sending');
    await calls.finish(signed);
  } catch (error) {
    // The market refused before broadcasting (the seller delisted, the hold ran out...): nothing was spent.
    parts.showPaymentSnack({ type: 'error', message: parts.explain(error) });
    return 'refused';
  }
  parts.showPaymentSnack({ type: 'success' });
  return 'bought';
}

/**
 * A wallet short of dummy UTXOs: the purchase spends listings + 1, the market builds a transaction making the missing
 * ones, the wallet signs it, the market sends it, and the trader reads why, what it made and what it cost.
 */
async function prepareDummies(
  parts: BuyingParts,
  count: number,
  payer: ReturnType<typeof payerBody>,
): Promise<BuyOutcome> {
  let preparation: Signable & { readonly transaction_id: string; readonly makes: number; readonly network_fee: number };
  try {
    parts.onStep('buildingDummies');
    preparation = await parts.api.post('/btc/ordinals/prepare_dummy_utxos', { count, ...payer });
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error;
    if (error.code === envelopeCodes.dummyUtxosPending) {
      parts.onDummiesPending(pendingTxid(error.msg));
      return 'dummiesPending';
    }
    return 'refused';
  }
  try {
    parts.onStep('signingDummies');
    const psbt = await sign(parts, preparation);
    parts.onStep('sendingDummies');
    const { txid } = await parts.api.recordPayment('/btc/ordinals/send_dummy_utxos', {
      transaction_id: preparation.transaction_id,
      psbt,
    });
    parts.onDummiesPending(txid);
  } catch (error) {
    if (isUserCanceled(error)) return 'cancelled';
    parts.showPaymentSnack({ type: 'error', message: parts.explain(error) });
    return 'refused';
  }
  parts.showReadBeforePurchase({ makes: preparation.makes, networkFee: preparation.network_fee });
  return 'preparingDummies';
}
