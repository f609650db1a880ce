import type { Brc20InscribeCost } from '@ordmarket/ui';
import useSWR from 'swr';
import { ApiCallError } from '../api/ApiCallError';
import type { ApiBody } from '../api/apiCalls';
import { stableJson } from '../api/stableJson';
import { useShowError } from '../services/useShowError';
import { useAppServices } from '../services/AppServicesContext';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { fieldRefusal, inscribeCostOf, type FieldRefusal } from './inscribeCost';

/** What to price: a deploy, or mints (op 'mint') or a transfer inscription (op 'transfer'). */
export type CostRequest =
  | { readonly path: '/btc/brc_20/get_deploy_txsize'; readonly body: ApiBody<'/btc/brc_20/get_deploy_txsize'> }
  | { readonly path: '/btc/brc_20/get_mint_txsize'; readonly body: ApiBody<'/btc/brc_20/get_mint_txsize'> };

/** Typing pauses this long before the cost is asked again: each keystroke would otherwise be a request. */
const costDebounceMs = 400;

export interface InscribeCostRead {
  /** Null while the cost is being worked out, and when the server refused the values. */
  readonly cost: Brc20InscribeCost | null;
  /** The server's refusal of one field of the values (a taken tick...), for the form to show under it. */
  readonly refusal: FieldRefusal | null;
}

/**
 * What an order of these values costs, asked once typing pauses and again whenever they or the fee rate change;
 * `request` null asks nothing (the fields are not ready). A refusal naming a field is the form's to show; any
 * other is toasted.
 */
export function useInscribeCost(request: CostRequest | null): InscribeCostRead {
  const { api } = useAppServices();
  const showError = useShowError();
  const json = request === null ? null : stableJson(request);
  const settled = useDebouncedValue(json, costDebounceMs);
  const answer = useSWR(
    settled,
    (requestJson: string) => {
      // The key is the request as stableJson wrote it: reading it back gives the request the key names.
      const asked = JSON.parse(requestJson) as CostRequest;
      return asked.path === '/btc/brc_20/get_deploy_txsize'
        ? api.post(asked.path, asked.body, { quiet: true })
        : api.post(asked.path, asked.body, { quiet: true });
    },
    {
      shouldRetryOnError: false,
      // A cost belongs to its values: the app's default of keeping the last answer would show another order's.
      keepPreviousData: false,
      onError: (error: unknown) => {
        // As the API client's own toasts (a timeout is not worth one, spec §8); a field's refusal shows under it.
        if (!(error instanceof ApiCallError) || fieldRefusal(error) !== null) return;
        showError(error);
      },
    },
  );
  const isCurrent = settled === json && json !== null;
  const refused = answer.error instanceof ApiCallError ? fieldRefusal(answer.error) : null;
  return {
    cost: isCurrent && answer.data !== undefined ? inscribeCostOf(answer.data) : null,
    refusal: isCurrent ? refused : null,
  };
}
