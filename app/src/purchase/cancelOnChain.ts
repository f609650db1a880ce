import type { ApiClient } from '../api/apiClient';
import type { WalletConnector } from '../wallet';
import type { Payer, TradeMarket } from './buyListings';
import { payerFields } from './payer';

export interface CancelOnChainParts {
  readonly api: Pick<ApiClient, 'post' | 'recordPayment'>;
  readonly wallet: Pick<WalletConnector, 'signPsbt'>;
  /** The seller's ordinals key: it signs the inscription's input. */
  readonly ordinalsPublicKey: string;
  readonly payer: Payer;
}

export interface CancelOnChainRequest {
  readonly market: TradeMarket;
  readonly orderId: string;
  /** sats/vB. */
  readonly feeRate: number;
}

const paths = {
  nft: { prepare: '/btc/ordinals/prepare_cancel_on_chain', send: '/btc/ordinals/cancel_on_chain' },
  brc20: { prepare: '/btc/brc_20/prepare_cancel_on_chain', send: '/btc/brc_20/cancel_on_chain' },
} as const;

/**
 * A seller's on-chain cancel: the market builds the transaction that sends the listed inscription back to the
 * seller, the wallet signs every input, and the market delists at once, stores it and broadcasts it. Answers the
 * transaction id; the wallet's refusal rejects ('User Canceled'), the market's is toasted by the API client.
 */
export async function cancelOnChain(parts: CancelOnChainParts, request: CancelOnChainRequest): Promise<string> {
  const { prepare, send } = paths[request.market];
  const prepared = await parts.api.post(prepare, {
    order_id: request.orderId,
    ordinals_public_key: parts.ordinalsPublicKey,
    fee_rate: Math.max(1, Math.ceil(request.feeRate)),
    ...payerFields(parts.payer),
  });
  const psbt = await parts.wallet.signPsbt(prepared.psbt, {
    autoFinalized: true,
    toSignInputs: prepared.sign_inputs.map((index) => ({ index })),
  });
  const { txid } = await parts.api.recordPayment(send, { transaction_id: prepared.transaction_id, psbt });
  return txid;
}
