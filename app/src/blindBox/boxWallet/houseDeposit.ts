import type { HouseDepositStatus } from '@ordmarket/ui';
import type { ApiClient } from '../../api/apiClient';
import type { ApiData } from '../../api/apiCalls';
import type { Payer } from '../../trading/buyListings';
import { payerFields } from '../../trading/payer';
import type { WalletConnector } from '../../wallet';

export interface HouseDepositParts {
  readonly api: Pick<ApiClient, 'post'>;
  readonly wallet: Pick<WalletConnector, 'signPsbt'>;
  /** The provider's ordinals key: it signs the inputs holding the inscriptions. */
  readonly ordinalsPublicKey: string;
  readonly payer: Payer;
}

/**
 * Sends a provider's awaited inscriptions to a house: the market builds the transaction (the inscriptions whole to
 * the house's custody address, the fee from the payer), the wallet signs the inputs it names, and the market checks
 * it is exactly the deposit owed and relays it. Answers the txid; the wallet's refusal rejects ('User Canceled').
 */
export async function depositToHouse(parts: HouseDepositParts, houseId: string, feeRate: number): Promise<string> {
  const fields = {
    house_id: houseId,
    ordinals_public_key: parts.ordinalsPublicKey,
    fee_rate: feeRate,
    ...payerFields(parts.payer),
  };
  const prepared = await parts.api.post('/btc/blind_box/prepare_house_deposit', fields);
  const signed = await parts.wallet.signPsbt(prepared.psbt, {
    autoFinalized: true,
    toSignInputs: prepared.sign_inputs.map((index) => ({ index })),
  });
  const { txid } = await parts.api.post('/btc/blind_box/send_house_deposit', { ...fields, signed_psbt: signed });
  return txid;
}

type HouseDetailAnswer = ApiData<'/btc/blind_box/get_house_detail'>;

/**
 * Where each awaited inscription stands: in the pool once the house's detail lists it there (its deposit
 * confirmed), unconfirmed once this drawer sent the deposit, waiting before that.
 */
export function depositStatuses(
  awaiting: readonly string[],
  detail: Pick<HouseDetailAnswer, 'pool'> | undefined,
  sent: boolean,
): Map<string, HouseDepositStatus> {
  const pooled = new Set(
    (detail?.pool ?? []).flatMap((prize) => (prize.kind === 'inscription' ? [prize.inscription_id] : [])),
  );
  return new Map(awaiting.map((id) => [id, pooled.has(id) ? 'in_pool' : sent ? 'unconfirmed' : 'waiting'] as const));
}
