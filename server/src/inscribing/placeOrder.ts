import type { InscriptionDraft, OrderPayout } from '@ordmarket/protocol';
import type { Transaction } from '../db/database';
import { inscriptionOrders, type InscriptionOrderKind } from '../db/schema';
import type { InscriptionOrderRow } from './orderFulfilment';
import { quoteOrder } from './quoteOrder';
import { newServiceAddress, type ServiceWallet } from './serviceWallet';

export interface OrderRequest {
  readonly id: string;
  readonly kind: InscriptionOrderKind;
  readonly receiverAddress: string;
  readonly refundAddress: string;
  readonly feeRate: number;
  /**
   * The contents to size the order by: the real ones when known, otherwise the largest the order may get (a mint's
   * biggest item), so the quote always covers the transactions and any surplus is returned.
   */
  readonly sizing: readonly InscriptionDraft[];
  readonly postage: bigint;
  readonly creator?: OrderPayout;
  readonly serviceFee?: OrderPayout;
  readonly expiresAt: Date;
}

function paidOut(payout: OrderPayout | undefined): OrderPayout[] {
  return payout !== undefined && payout.value > 0n ? [payout] : [];
}

/**
 * Opens an order with an address of its own from the service wallet and the exact amount it must receive, inside
 * the caller's transaction (with the market's own row of the same id).
 */
export async function placeInscriptionOrder(
  tx: Transaction,
  wallet: ServiceWallet,
  request: OrderRequest,
): Promise<InscriptionOrderRow> {
  const { derivationIndex, address } = await newServiceAddress(tx, wallet, 'inscription-order');
  const quote = quoteOrder({
    inscriptions: request.sizing,
    receiverAddress: request.receiverAddress,
    postage: request.postage,
    payouts: [...paidOut(request.creator), ...paidOut(request.serviceFee)],
    feeRate: BigInt(request.feeRate),
    network: wallet.network,
  });
  const [order] = await tx
    .insert(inscriptionOrders)
    .values({
      id: request.id,
      kind: request.kind,
      derivationIndex,
      paymentAddress: address,
      receiverAddress: request.receiverAddress,
      refundAddress: request.refundAddress,
      feeRate: request.feeRate,
      inscriptionCount: request.sizing.length,
      postageSats: request.postage,
      creatorAddress: request.creator?.address ?? null,
      creatorSats: request.creator?.value ?? 0n,
      serviceFeeAddress: request.serviceFee?.address ?? null,
      serviceFeeSats: request.serviceFee?.value ?? 0n,
      networkFeeSats: quote.networkFee,
      totalSats: quote.total,
      expiresAt: request.expiresAt,
    })
    .returning();
  if (!order) throw new Error('The inscription order was not stored.');
  return order;
}
