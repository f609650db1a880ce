import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { explainError } from './explainError';

/**
 * A failure as one line of text, what happened then what to do, for the places that say it in the page (under a
 * field, in a dialog, in the payment result) rather than in a toast.
 */
export function useExplainError(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (error) => {
      const { text, hint } = explainError(error, t);
      return `${text} ${hint}`;
    },
    [t],
  );
}
