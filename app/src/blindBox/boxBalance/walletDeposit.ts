import type { ApiClient } from '../../api/apiClient';
import type { Payer } from '../../purchase/buyListings';
import { payerFields } from '../../purchase/payer';
import type { WalletConnector } from '../../wallet';

export interface WalletDepositParts {
  readonly api: Pick<ApiClient, 'post'>;
  readonly wallet: Pick<WalletConnector, 'signPsbt'>;
  /** The depositor's ordinals key: it signs the inputs holding the inscriptions. */
  readonly ordinalsPublicKey: string;
  readonly payer: Payer;
}

/**
 * Where inscriptions from the wallet go: a house's custody address (the inscriptions the house awaits from this
 * provider), or the user's own recharge address (those chosen, BRC-20 transfers among them, credited to the box).
 */
export type DepositTarget =
  | { readonly to: 'house'; readonly houseId: string }
  | { readonly to: 'recharge'; readonly inscriptionIds: readonly string[] };

/**
 * Sends inscriptions from the wallet whole to the box: the market builds the transaction (the fee from the payer),
 * the wallet signs the inputs it names, and the market checks it is exactly the deposit prepared and relays it.
 * Answers the txid. The calls are quiet: the caller says what went wrong, the wallet's refusal ('User Canceled')
 * included.
 */
export async function depositFromWallet(
  parts: WalletDepositParts,
  target: DepositTarget,
  feeRate: number,
): Promise<string> {
  const signer = { ordinals_public_key: parts.ordinalsPublicKey, fee_rate: feeRate, ...payerFields(parts.payer) };
  const sign = (prepared: { readonly psbt: string; readonly sign_inputs: readonly number[] }) =>
    parts.wallet.signPsbt(prepared.psbt, {
      autoFinalized: true,
      toSignInputs: prepared.sign_inputs.map((index) => ({ index })),
    });
  const quiet = { quiet: true };
  if (target.to === 'house') {
    const fields = { house_id: target.houseId, ...signer };
    const prepared = await parts.api.post('/btc/blind_box/prepare_house_deposit', fields, quiet);
    const signed = await sign(prepared);
    return (await parts.api.post('/btc/blind_box/send_house_deposit', { ...fields, signed_psbt: signed }, quiet)).txid;
  }
  const fields = { inscription_ids: [...target.inscriptionIds], ...signer };
  const prepared = await parts.api.post('/btc/blind_box/prepare_recharge_deposit', fields, quiet);
  const signed = await sign(prepared);
  return (await parts.api.post('/btc/blind_box/send_recharge_deposit', { ...fields, signed_psbt: signed }, quiet)).txid;
}
