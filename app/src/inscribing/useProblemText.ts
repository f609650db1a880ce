import { formatTokenAmount, useAmountProblemText } from '@ordmarket/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './inscribeFields';

/** Words a field's problem for the form to show under it; undefined when the field has none. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useTranslation('trade');
  const amountProblemText = useAmountProblemText();
  return useCallback(
    (problem: FieldProblem | undefined) => {
      if (problem === undefined) return undefined;
      switch (problem.kind) {
        case 'tickLength':
          return t('inscribe.errors.tickLength');
        case 'amount':
          return amountProblemText(problem.reading, { kind: 'token', decimals: problem.decimals });
        case 'decimals':
          return t('inscribe.errors.decimals');
        case 'limitOverMax':
          return t('inscribe.errors.limitOverMax');
        case 'overLimit':
          return t('inscribe.errors.overLimit', { limit: formatTokenAmount(problem.limit) });
        case 'overAvailable':
          return t('inscribe.errors.overAvailable', { available: formatTokenAmount(problem.available) });
        case 'repeatRange':
          return t('inscribe.errors.repeatRange', { max: problem.max });
        case 'repeatOverSupply':
          return t('inscribe.errors.repeatOverSupply', {
            max: problem.max,
            available: formatTokenAmount(problem.available),
          });
      }
    },
    [t, amountProblemText],
  );
}
