import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../api/ApiCallError';
import { useAppServices } from './AppServicesContext';
import { isUserCanceled } from '../errors/userCanceled';
import { explainError } from '../errors/explainError';

/**
 * Toasts a failure in the trader's words with what to do next. A flow that names its own cancellation (spec §8:
 * 'Cancelled' for a mint) passes that text; a call that timed out stays quiet, as the spec swallows timeouts.
 */
export function useShowError(): (error: unknown, cancelledText?: string) => void {
  const { t } = useTranslation('common');
  const { toaster } = useAppServices();
  return useCallback(
    (error, cancelledText) => {
      if (error instanceof ApiCallError && error.isTimeout) return;
      if (cancelledText !== undefined && isUserCanceled(error)) {
        toaster.show('error', cancelledText);
        return;
      }
      const { text, hint } = explainError(error, t);
      toaster.show('error', text, hint);
    },
    [t, toaster],
  );
}
