import { Pagination } from '@ordmarket/ui';
import styled from 'styled-components';
import { pageCountOf } from './paging';

export interface ListPagerProps {
  readonly page: number;
  readonly total: number;
  readonly onChange: (page: number) => void;
  readonly label: string;
}

/** The pager under a marketplace list; hidden while everything fits on one page. */
export function ListPager({ page, total, onChange, label }: ListPagerProps) {
  const pageCount = pageCountOf(total);
  if (pageCount <= 1) return null;
  return (
    <End>
      <Pagination page={page} pageCount={pageCount} onChange={onChange} aria-label={label} />
    </End>
  );
}

const End = styled.div`
  display: flex;
  justify-content: center;
`;
