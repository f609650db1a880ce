import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TableColumn } from './Table';
import { Bone, Cell, EmptyCell, EmptyState, Row, RowHeaderCell, Truncated } from './Table.styles';

interface TableBodyProps<Item> {
  columns: ReadonlyArray<TableColumn<Item>>;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  isLoading: boolean;
  loadingRowCount: number;
  emptyText: string;
}

function titleOf<Item>(column: TableColumn<Item>, item: Item, content: ReactNode): string | undefined {
  if (column.title) return column.title(item);
  return typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
}

/** The table's rows: placeholders while loading, one empty-state row without items, else a row per item. */
export function TableBody<Item>({
  columns,
  items,
  itemKey,
  isLoading,
  loadingRowCount,
  emptyText,
}: TableBodyProps<Item>) {
  if (isLoading) {
    return (
      <tbody>
        {Array.from({ length: loadingRowCount }, (_, index) => (
          <Row key={index} aria-hidden>
            {columns.map((column) => (
              <Cell key={column.key} data-align={column.align}>
                <Bone />
              </Cell>
            ))}
          </Row>
        ))}
      </tbody>
    );
  }

  if (items.length === 0) {
    return (
      <tbody>
        <tr>
          <EmptyCell colSpan={columns.length}>
            <EmptyState>
              <Inbox size={40} strokeWidth={1.5} aria-hidden />
              {emptyText}
            </EmptyState>
          </EmptyCell>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody>
      {items.map((item) => (
        <Row key={itemKey(item)} data-interactive>
          {columns.map((column) => {
            const content = column.cell(item);
            const CellElement = column.isRowHeader ? RowHeaderCell : Cell;
            return (
              <CellElement key={column.key} scope={column.isRowHeader ? 'row' : undefined} data-align={column.align}>
                <Truncated title={titleOf(column, item, content)}>{content}</Truncated>
              </CellElement>
            );
          })}
        </Row>
      ))}
    </tbody>
  );
}
