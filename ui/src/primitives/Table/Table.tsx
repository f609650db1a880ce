import type { ReactNode } from 'react';
import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import { useNarrowerThan } from '../../internal/useNarrowerThan';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { SortHeader } from './SortHeader';
import { Col, Frame, Grid, HeaderCell } from './Table.styles';
import { TableBody } from './TableBody';
import { nextSort, sortDirectionOf, type TableSort } from './tableSort';

export interface TableColumn<Item> {
  key: string;
  header: string;
  /** The cell's content. Text is kept to one line, cut short with an ellipsis. */
  cell: (item: Item) => ReactNode;
  /** The full text shown on hover when the cell is cut short; text cells use their own text. */
  title?: (item: Item) => string;
  isSortable?: boolean;
  /** 'end' for amounts and counts, so digits line up. */
  align?: 'start' | 'end';
  /** A fixed width ('time' fits a market time whole); columns without one share the rest. */
  size?: 'small' | 'medium' | 'large' | 'time';
  /** Leaves the column out of screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md';
  /** The column that names each row (e.g. the inscription), announced with every cell of its row. */
  isRowHeader?: boolean;
}

export interface TableProps<Item> {
  'aria-label': string;
  columns: ReadonlyArray<TableColumn<Item>>;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  isLoading?: boolean;
  /** How many placeholder rows show while loading. */
  loadingRowCount?: number;
  /** Shown when there are no items, e.g. 'No listings yet'. */
  emptyText?: string;
}

/**
 * A data table. Sortable headers cycle default, asc, desc; sorting one column returns the others to
 * default. The rows are shown in the order given: the caller sorts them (often on the server).
 */
export function Table<Item>({
  'aria-label': ariaLabel,
  columns: allColumns,
  items,
  itemKey,
  sort = null,
  onSortChange,
  isLoading = false,
  loadingRowCount = 5,
  emptyText,
}: TableProps<Item>) {
  const { t } = useKitStrings(basicsStrings);
  const hidden = { sm: useNarrowerThan('sm'), md: useNarrowerThan('md') };
  const columns = allColumns.filter((column) => !column.hideBelow || !hidden[column.hideBelow]);
  const ariaSort = (column: TableColumn<Item>) => {
    const direction = sortDirectionOf(sort, column.key);
    if (!column.isSortable || direction === 'default') return undefined;
    return direction === 'asc' ? 'ascending' : 'descending';
  };

  return (
    <Frame>
      <Grid aria-label={ariaLabel} aria-busy={isLoading || undefined}>
        <colgroup>
          {columns.map((column) => (
            <Col key={column.key} data-size={column.size} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                scope="col"
                aria-sort={ariaSort(column)}
                data-align={column.align}
                data-sortable={column.isSortable === true || undefined}
              >
                {column.isSortable ? (
                  <SortHeader
                    label={column.header}
                    direction={sortDirectionOf(sort, column.key)}
                    onPress={() => onSortChange?.(nextSort(sort, column.key))}
                  />
                ) : (
                  column.header
                )}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <TableBody
          columns={columns}
          items={items}
          itemKey={itemKey}
          isLoading={isLoading}
          loadingRowCount={loadingRowCount}
          emptyText={emptyText ?? t('table.empty')}
        />
      </Grid>
      <VisuallyHidden role="status">{isLoading ? t('table.loading') : ''}</VisuallyHidden>
    </Frame>
  );
}
