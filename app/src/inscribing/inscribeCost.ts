import type { Brc20InscribeCost } from '@ordmarket/ui';
import type { ApiData } from '../api/apiCalls';
import { envelopeCodes } from '@ordmarket/protocol';

/** get_deploy_txsize and get_mint_txsize answer the same cost: the sizes and fees of the real transactions. */
export type InscribeCostData = ApiData<'/btc/brc_20/get_deploy_txsize'>;

/** The cost lines the BRC-20 forms show. */
export function inscribeCostOf(data: InscribeCostData): Brc20InscribeCost {
  return {
    networkFee: data.network_fee,
    inscriptionPostage: data.inscription_postage,
    serviceFee: data.service_fee,
    total: data.total_fee,
    txSize: data.tx_size,
  };
}

/** A refusal about one request field, with the server's words for it. */
export interface FieldRefusal {
  /** The request field the server names: 'tick', 'max', 'lim', 'dec', 'amount', 'repeat'... */
  readonly field: string;
  readonly message: string;
}

const namedField = /^Invalid request\. ([a-z_]+): (.+)$/s;

/**
 * Which field a BRC-20 refusal is about, so the form shows it under that field: a taken tick, a mint the tick
 * does not allow, or an invalid request naming its field. Null for anything else (the screen toasts it).
 */
export function fieldRefusal(refusal: {
  readonly code: number | undefined;
  readonly msg: string;
}): FieldRefusal | null {
  if (refusal.code === envelopeCodes.tickAlreadyDeployed) return { field: 'tick', message: refusal.msg };
  if (refusal.code === envelopeCodes.mintRefused) return { field: 'amount', message: refusal.msg };
  if (refusal.code !== envelopeCodes.invalidRequest) return null;
  const named = namedField.exec(refusal.msg);
  const [, field, message] = named ?? [];
  // Several refused fields come joined by '; ': the first one is enough to start with.
  return field === undefined || message === undefined ? null : { field, message: message.split('; ')[0] ?? message };
}
