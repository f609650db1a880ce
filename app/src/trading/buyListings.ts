import { ApiCallError } from '../api/ApiCallError';
import type { ApiClient } from '../api/apiClient';
import type { MempoolClient } from '../api/mempoolClient';
import type { PaymentSnackRequest } from '../shell/overlays/overlaysStore';
import { isUserCanceled, type WalletConnector } from '../wallet';
import { signedTransactionHex } from './signedTransaction';

/** server/src/http/errorCodes.ts `dummyUtxosNeeded`: the wallet must first split off the purchase's dummy UTXOs. */
export const dummyUtxosNeededCode = 10040008;

export interface BuyRequest {
  /** One listing (buy_ordinals) or a sweep of up to 9 (buy_ordinals_list). */
  readonly orderIds: readonly string[];
  /** sats/vB. */
  readonly feeRate: number;
}

/** What buying needs from the app: the API, the connected wallet, the mempool service and the overlays. */
export interface BuyingParts {
  readonly api: Pick<ApiClient, 'post' | 'recordPayment'>;
  readonly wallet: Pick<WalletConnector, 'signPsbt'>;
  /** The wallet's public key (hex), for the server to build inputs the wallet can sign. */
  readonly publicKey: string;
  readonly mempool: Pick<MempoolClient, 'broadcast'>;
  readonly showReadBeforePurchase: () => void;
  readonly showPaymentSnack: (request: PaymentSnackRequest) => void;
  /** The payment is on its way but the server could not record it after the retries (the indexer still will). */
  readonly onNotRecorded: (reason: string) => void;
}

/**
 * bought: broadcast and reported. preparingDummies: the dummy UTXOs were sent instead; the trader buys again
 * once they confirm. cancelled: the wallet was closed and the listings are for sale again. refused: the server
 * said no (its API client toasted why).
 */
export type BuyOutcome = 'bought' | 'preparingDummies' | 'cancelled' | 'refused';

interface Signable {
  readonly psbt: string;
  readonly buyer_inputs: readonly number[];
}

/** The wallet signs the buyer's inputs (finalized, as unisat does); answers the transaction to broadcast. */
async function sign(parts: BuyingParts, signable: Signable): Promise<string> {
  const signed = await parts.wallet.signPsbt(signable.psbt, {
    autoFinalized: true,
    toSignInputs: signable.buyer_inputs.map((index) => ({ index })),
  });
  return signedTransactionHex(signed);
}

/** Spec §4 "Buy flow": buy request, wallet signs, success notice to the server, or the cancel call. */
export async function buyListings(parts: BuyingParts, request: BuyRequest): Promise<BuyOutcome> {
  const { api } = parts;
  const orderIds = [...request.orderIds];
  const [single] = orderIds;
  if (single === undefined) return 'refused';
  const payer = { fee_rate: Math.max(1, Math.ceil(request.feeRate)), public_key: parts.publicKey };
  const isSweep = orderIds.length > 1;
  let purchase: Signable;
  try {
    purchase = isSweep
      ? await api.post('/btc/ordinals/buy_ordinals_list', { order_ids: orderIds, ...payer })
      : await api.post('/btc/ordinals/buy_ordinals', { order_id: single, ...payer });
  } catch (error) {
    if (error instanceof ApiCallError && error.code === dummyUtxosNeededCode)
      return prepareDummies(parts, request, payer);
    if (error instanceof ApiCallError) return 'refused';
    throw error;
  }

  const cancel = () =>
    isSweep
      ? api.post('/btc/ordinals/cancel_buy_ordinals_list', { order_ids: orderIds })
      : api.post('/btc/ordinals/cancel_buy_ordinals', { order_id: single });
  let txid: string;
  try {
    txid = await parts.mempool.broadcast(await sign(parts, purchase));
  } catch (error) {
    // Nothing reached the chain: the listings go back on sale whatever stopped the payment.
    await cancel().catch(() => undefined);
    if (isUserCanceled(error)) return 'cancelled';
    parts.showPaymentSnack({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    return 'refused';
  }
  try {
    if (isSweep) await api.recordPayment('/btc/ordinals/buy_ordinals_list_send_success', { order_ids: orderIds, txid });
    else await api.recordPayment('/btc/ordinals/buy_ordinals_send_success', { order_id: single, txid });
  } catch (error) {
    parts.onNotRecorded(error instanceof Error ? error.message : String(error));
    return 'bought';
  }
  parts.showPaymentSnack({ type: 'success' });
  return 'bought';
}

/** A first purchase: the wallet splits off the dummies (listings + 1), then the trader reads why. */
async function prepareDummies(
  parts: BuyingParts,
  request: BuyRequest,
  payer: { fee_rate: number; public_key: string },
): Promise<BuyOutcome> {
  let preparation: Signable;
  try {
    preparation = await parts.api.post('/btc/ordinals/prepare_dummy_utxos', {
      count: request.orderIds.length + 1,
      ...payer,
    });
  } catch (error) {
    if (error instanceof ApiCallError) return 'refused';
    throw error;
  }
  try {
    await parts.mempool.broadcast(await sign(parts, preparation));
  } catch (error) {
    if (isUserCanceled(error)) return 'cancelled';
    parts.showPaymentSnack({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    return 'refused';
  }
  parts.showReadBeforePurchase();
  return 'preparingDummies';
}
