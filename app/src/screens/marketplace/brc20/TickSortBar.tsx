import { Button } from '@ordmarket/ui';
import { ArrowDown, ArrowDownUp, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Choices } from '../../../common/layout';
import { tickSortColumns, type TickSortColumn, type TickSorts } from './tickSort';

const icons = { asc: ArrowUp, desc: ArrowDown, default: ArrowDownUp } as const;

export interface TickSortBarProps {
  readonly sorts: TickSorts;
  readonly onSort: (column: TickSortColumn) => void;
}

/**
 * The token list's sort controls: each press moves its figure default → asc → desc (the list's header row is
 * for the eye only, so the controls sit above it).
 */
export function TickSortBar({ sorts, onSort }: TickSortBarProps) {
  const { t } = useTranslation('trade');
  return (
    <Choices role="group" aria-label={t('ticks.sortBy')}>
      {tickSortColumns.map((column) => {
        const Icon = icons[sorts[column]];
        return (
          <Button
            key={column}
            size="small"
            variant={sorts[column] === 'default' ? 'text' : 'soft'}
            color="neutral"
            endIcon={<Icon size={16} aria-hidden />}
            aria-label={t(`ticks.sortLabel.${sorts[column]}`, { column: t(`ticks.sort.${column}`) })}
            onPress={() => onSort(column)}
          >
            {t(`ticks.sort.${column}`)}
          </Button>
        );
      })}
    </Choices>
  );
}
