import type { InscriptionDraft, NetworkName } from '@ordmarket/protocol';
import { quoteOrder } from '../../inscribing/quoteOrder';

/** What inscribing `repeat` copies of a BRC-20 JSON costs at a fee rate, from the real transactions' sizes. */
export interface InscriptionCost {
  readonly contentSize: number;
  /** The commit pays one output per inscription, from the one payment. */
  readonly commitSize: bigint;
  /** One reveal: spends its commit output through the inscription leaf to the receiver. */
  readonly revealSize: bigint;
  readonly postage: bigint;
  readonly networkFee: bigint;
  readonly total: bigint;
}

/**
 * Sats the inscribed output carries: the long-standing ordinals postage, above every output type's dust
 * limit, so the receiver's wallet keeps it apart from spendable coins.
 */
export const inscriptionPostage = 546n;

export function brc20Draft(content: string): InscriptionDraft {
  return { contentType: 'text/plain;charset=utf-8', body: new TextEncoder().encode(content) };
}

/** The cost of the order the inscription service will fulfil, from the transactions it will sign. */
export function inscriptionCost(request: {
  readonly content: string;
  readonly repeat: number;
  readonly feeRate: bigint;
  readonly receiveAddress: string | undefined;
  readonly network: NetworkName;
}): InscriptionCost {
  const draft = brc20Draft(request.content);
  const quote = quoteOrder({
    inscriptions: Array.from({ length: request.repeat }, () => draft),
    receiverAddress: request.receiveAddress,
    postage: inscriptionPostage,
    payouts: [],
    feeRate: request.feeRate,
    network: request.network,
  });
  return {
    contentSize: draft.body.length,
    commitSize: quote.commitSize,
    revealSize: quote.revealSizes[0] ?? 0n,
    postage: quote.postage,
    networkFee: quote.networkFee,
    total: quote.total,
  };
}
