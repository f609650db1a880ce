import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { groupedTokenAmount } from '../screens/marketplace/brc20/tokenUnits';
import type { FieldProblem } from './inscribeFields';

/** Words a field's problem for the form to show under it; undefined when the field has none. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useTranslation('trade');
  return useCallback(
    (problem: FieldProblem | undefined) => {
      if (problem === undefined) return undefined;
      switch (problem.kind) {
        case 'tickLength':
          return t('inscribe.errors.tickLength');
        case 'amount':
          return t('inscribe.errors.amount', { decimals: problem.decimals });
        case 'decimals':
          return t('inscribe.errors.decimals');
        case 'limitOverMax':
          return t('inscribe.errors.limitOverMax');
        case 'overLimit':
          return t('inscribe.errors.overLimit', { limit: groupedTokenAmount(problem.limit) });
        case 'overAvailable':
          return t('inscribe.errors.overAvailable', { available: groupedTokenAmount(problem.available) });
        case 'repeatRange':
          return t('inscribe.errors.repeatRange', { max: problem.max });
        case 'repeatOverSupply':
          return t('inscribe.errors.repeatOverSupply', {
            max: problem.max,
            available: groupedTokenAmount(problem.available),
          });
      }
    },
    [t],
  );
}
