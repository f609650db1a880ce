import type { ApiClient } from '../api/apiClient';
import type { WalletConnector } from '../wallet';
import type { TradeMarket } from './buyListings';

/** What a fee bump needs from the app: the API and the connected wallet. */
export interface SpeedUpParts {
  readonly api: Pick<ApiClient, 'post'>;
  readonly wallet: Pick<WalletConnector, 'signPsbt'>;
}

export interface SpeedUpRequest {
  readonly market: TradeMarket;
  /** The waiting purchase's transaction, as the chain has it now. */
  readonly txid: string;
  /** Whole sats/vB. */
  readonly feeRate: number;
}

// The dialog says a refusal itself, beside the rate it concerns.
const quiet = { quiet: true };

/** The market's two calls for a bump in either order book: build it, then take it signed. */
function speedUpCalls(api: SpeedUpParts['api'], market: TradeMarket) {
  if (market === 'brc20') {
    return {
      prepare: (txid: string, feeRate: number) =>
        api.post('/btc/brc_20/prepare_speed_up', { txid, fee_rate: feeRate }, quiet),
      send: (txid: string, psbt: string) => api.post('/btc/brc_20/speed_up', { txid, psbt }, quiet),
    };
  }
  return {
    prepare: (txid: string, feeRate: number) =>
      api.post('/btc/ordinals/prepare_speed_up', { txid, fee_rate: feeRate }, quiet),
    send: (txid: string, psbt: string) => api.post('/btc/ordinals/speed_up', { txid, psbt }, quiet),
  };
}

/**
 * Raises a waiting purchase's fee: the market builds it again at the new rate from the same coins into the same
 * outputs, the wallet signs the buyer's inputs, and the market checks it (co-signing a protected listing's input)
 * and relays it in the waiting one's place. Answers the new transaction's id; a refusal (too small to replace, already
 * in a block) is the market's error, and the purchase waits as it was.
 */
export async function speedUpPurchase(parts: SpeedUpParts, request: SpeedUpRequest): Promise<string> {
  const calls = speedUpCalls(parts.api, request.market);
  const prepared = await calls.prepare(request.txid, request.feeRate);
  const signed = await parts.wallet.signPsbt(prepared.psbt, {
    autoFinalized: true,
    toSignInputs: prepared.buyer_inputs.map((index) => ({ index })),
  });
  const sent = await calls.send(request.txid, signed);
  return sent.txid;
}
