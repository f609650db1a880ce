import { envelopeCodes, ProtocolError, type EnvelopeCodeName } from '@ordmarket/protocol';
import type { TFunction } from 'i18next';
import { ApiCallError } from '../api/ApiCallError';
import { FeeRatesUnknownError } from '../stores/config/feeRatesUnknown';
import { isUserCanceled } from './userCanceled';
import { WalletError } from './walletError';

/** An error as the trader reads it: what happened, and what to do about it, in the page's language. */
export interface ExplainedError {
  readonly text: string;
  readonly hint: string;
}

type ApiErrorName = Exclude<EnvelopeCodeName, 'success'>;

const apiErrorNames = new Map<number, ApiErrorName>(
  Object.entries(envelopeCodes).flatMap(([name, code]) => (name === 'success' ? [] : [[code, name as ApiErrorName]])),
);

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Says any failure in the trader's words. The market's refusals keep its own reason (spec §8 toasts the server's
 * msg; in English it is the whole text) framed and followed by the next step for its code; a wallet's failure is
 * named as the wallet's; what no rule knows still shows its message, with a next step.
 */
export function explainError(error: unknown, t: TFunction): ExplainedError {
  if (isUserCanceled(error)) return { text: t('errors.cancelled.text'), hint: t('errors.cancelled.hint') };
  if (error instanceof ApiCallError) return explainApiError(error, t);
  if (error instanceof WalletError) {
    return {
      text: t('errors.wallet.text', { wallet: error.wallet, reason: error.message }),
      hint: t('errors.wallet.hint'),
    };
  }
  if (error instanceof FeeRatesUnknownError) {
    return { text: t('errors.feeRatesUnknown.text'), hint: t('errors.feeRatesUnknown.hint') };
  }
  const rule = error instanceof ProtocolError ? 'checks' : 'unexpected';
  return { text: t(`errors.${rule}.text`, { reason: reasonOf(error) }), hint: t(`errors.${rule}.hint`) };
}

function explainApiError(error: ApiCallError, t: TFunction): ExplainedError {
  const reason = error.msg;
  // No envelope came back: the connection, not the market, failed.
  if (error.code === undefined) return { text: t('errors.network.text', { reason }), hint: t('errors.network.hint') };
  const name = apiErrorNames.get(error.code);
  if (name === undefined) return { text: t('errors.unknownCode.text', { reason }), hint: t('errors.unknownCode.hint') };
  return { text: t(`errors.api.${name}.text`, { reason }), hint: t(`errors.api.${name}.hint`) };
}
