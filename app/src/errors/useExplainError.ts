import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isUserCanceled } from './userCanceled';
import { explainError } from './explainError';

/**
 * A failure as one line of text, what happened then what to do, for the places that say it in the page (under a
 * field, in a dialog, in the payment result) rather than in a toast. A flow that names its own cancellation passes
 * that text for a refusal in the wallet.
 */
export function useExplainError(): (error: unknown, cancelled?: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (error, cancelled) => {
      if (cancelled !== undefined && isUserCanceled(error)) return cancelled;
      const { text, hint } = explainError(error, t);
      return `${text} ${hint}`;
    },
    [t],
  );
}
