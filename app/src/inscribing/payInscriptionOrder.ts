import { ApiCallError } from '../api/ApiCallError';
import type { ApiData } from '../api/apiCalls';
import { isUserCanceled, type WalletConnector } from '../wallet';

/** A deploy, mint or transfer inscription order, as every BRC-20 inscribe call answers it. */
export type InscribeTask = ApiData<'/btc/brc_20/create_deploy_task'>;

/** What paying an inscription order needs: the market's two calls and the connected wallet. */
export interface InscriptionPayment {
  /** Opens the order; the market answers the address to pay and the total. */
  readonly place: () => Promise<InscribeTask>;
  /** Reports the transaction that paid it (the API client retries it, spec §9). */
  readonly record: (task: InscribeTask, txid: string) => Promise<InscribeTask>;
  readonly wallet: Pick<WalletConnector, 'sendBitcoin'>;
}

/**
 * paid: the payment is recorded and the service inscribes. unrecorded: the wallet paid but the record failed (the
 * service still sees the payment on its address). cancelled: closed in the wallet, nothing spent. refused: the
 * market would not open the order (the API client has shown why). failed: the wallet could not pay, or the order
 * could not be put together (e.g. a file could not be read).
 */
export type InscribeOutcome =
  | { readonly kind: 'paid'; readonly task: InscribeTask }
  | { readonly kind: 'unrecorded'; readonly task: InscribeTask; readonly error: unknown }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'refused'; readonly refusal: ApiCallError }
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * The inscription service's pay flow (as the launchpad mint's, spec §4): the order answers where to pay and how
 * much, the wallet sends it at the order's fee rate, and the transaction id is reported.
 */
export async function payInscriptionOrder(payment: InscriptionPayment): Promise<InscribeOutcome> {
  let task: InscribeTask;
  try {
    task = await payment.place();
  } catch (error) {
    return error instanceof ApiCallError ? { kind: 'refused', refusal: error } : { kind: 'failed', error };
  }
  let txid: string;
  try {
    txid = await payment.wallet.sendBitcoin(task.payment_address, task.total_fee, { feeRate: task.fee_rate });
  } catch (error) {
    return isUserCanceled(error) ? { kind: 'cancelled' } : { kind: 'failed', error };
  }
  try {
    return { kind: 'paid', task: await payment.record(task, txid) };
  } catch (error) {
    return { kind: 'unrecorded', task: { ...task, pay_txid: txid }, error };
  }
}
