import { useCallback } from 'react';
import { useExplainError } from '../../errors/useExplainError';
import { isUserCanceled } from '../../wallet/userCanceled';

/**
 * What to tell the user of a failed box action, in the page's words: `cancelled` when they refused it in their
 * wallet, else what went wrong and what to do (the market's reason kept).
 */
export function useFailureText(): (error: unknown, cancelled?: string) => string {
  const explain = useExplainError();
  return useCallback(
    (error, cancelled) => (cancelled !== undefined && isUserCanceled(error) ? cancelled : explain(error)),
    [explain],
  );
}
