import type { WithdrawalQuote } from '@ordmarket/ui';
import useSWR from 'swr';
import { ApiCallError } from '../../api/ApiCallError';
import { stableJson } from '../../api/stableJson';
import { useAppServices } from '../../services/AppServicesContext';
import { useDebouncedValue } from '../../common/useDebouncedValue';
import type { WithdrawalBody } from './withdrawalRequest';

/** Typing pauses this long before the fee is asked again: each keystroke would otherwise be a request. */
const quoteDebounceMs = 400;

export interface WithdrawalQuoteRead {
  /** The fee and total of the withdrawal as it stands; null while asked, refused, or not complete. */
  readonly quote: WithdrawalQuote | null;
  readonly quoting: boolean;
  /** Why the server would not pay it out (too little in the box, a wrong address...). */
  readonly refusal: ApiCallError | null;
}

/** What the withdrawal would cost now, asked once typing pauses and again whenever it changes. */
export function useWithdrawalQuote(body: WithdrawalBody | null): WithdrawalQuoteRead {
  const { api } = useAppServices();
  const json = body === null ? null : stableJson(body);
  const settled = useDebouncedValue(json, quoteDebounceMs);
  const answer = useSWR(
    settled === null ? null : (['/btc/blind_box/withdrawal_quote', settled] as const),
    // The key is the body as stableJson wrote it: reading it back gives the body the key names.
    ([path, asked]) => api.post(path, JSON.parse(asked) as WithdrawalBody, { quiet: true }),
    // A quote belongs to its withdrawal: the previous one would price another.
    { keepPreviousData: false, shouldRetryOnError: false },
  );
  const isCurrent = json !== null && settled === json;
  const quote =
    isCurrent && answer.data !== undefined
      ? { networkFeeSats: answer.data.network_fee, totalSats: answer.data.total }
      : null;
  return {
    quote,
    quoting: json !== null && (!isCurrent || answer.isLoading),
    refusal: isCurrent && answer.error instanceof ApiCallError ? answer.error : null,
  };
}
