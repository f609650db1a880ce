import { ApiCallError } from '../api/ApiCallError';
import type { ApiData } from '../api/apiCalls';
import { isUserCanceled, type WalletConnector } from '../wallet';

/** A deploy, mint or transfer inscription order, as every BRC-20 inscribe call answers it. */
export type InscribeTask = ApiData<'/btc/brc_20/create_deploy_task'>;

/** Where an order is paid and how much, exactly as the market answered it: the wallet sends this and nothing else. */
export interface AmountDue {
  readonly address: string;
  readonly sats: number;
  readonly feeRate: number;
}

/** What paying an inscription order needs: the market's two calls, where its answer says to pay, and the wallet. */
export interface InscriptionPayment<Order> {
  /** Opens the order; the market answers the address to pay and the total. */
  readonly place: () => Promise<Order>;
  /** The address and the exact total the market answered for the order (never a sum the app adds up). */
  readonly amountDue: (order: Order) => AmountDue;
  /** Reports the transaction that paid it (the API client retries it, spec §9). */
  readonly record: (order: Order, txid: string) => Promise<Order>;
  readonly wallet: Pick<WalletConnector, 'sendBitcoin'>;
}

/**
 * paid: the payment is recorded and the service inscribes. unrecorded: the wallet paid but the record failed (the
 * service still sees the payment on its address). cancelled: closed in the wallet, nothing spent. refused: the
 * market would not open the order (the API client has shown why). failed: the wallet could not pay, or the order
 * could not be put together (e.g. a file could not be read).
 */
export type InscribeOutcome<Order> =
  | { readonly kind: 'paid'; readonly order: Order; readonly txid: string }
  | { readonly kind: 'unrecorded'; readonly order: Order; readonly txid: string; readonly error: unknown }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'refused'; readonly refusal: ApiCallError }
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * The inscription service's one pay flow, for launchpad mints and BRC-20 deploys, mints and transfers alike (spec
 * §4): the order answers where to pay and how much, the wallet sends exactly that at the order's fee rate, and the
 * transaction id is reported. Each caller words the outcome; none pays another way.
 */
export async function payInscriptionOrder<Order>(payment: InscriptionPayment<Order>): Promise<InscribeOutcome<Order>> {
  let order: Order;
  try {
    order = await payment.place();
  } catch (error) {
    return error instanceof ApiCallError ? { kind: 'refused', refusal: error } : { kind: 'failed', error };
  }
  const due = payment.amountDue(order);
  let txid: string;
  try {
    txid = await payment.wallet.sendBitcoin(due.address, due.sats, { feeRate: due.feeRate });
  } catch (error) {
    return isUserCanceled(error) ? { kind: 'cancelled' } : { kind: 'failed', error };
  }
  try {
    return { kind: 'paid', order: await payment.record(order, txid), txid };
  } catch (error) {
    return { kind: 'unrecorded', order, txid, error };
  }
}
