import { vars } from '@ordmarket/tokens';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import { focusRing } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';
import { pageItems } from './pageItems';

export interface PaginationProps {
  /** The current page, counting from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one before the rest fold into a gap. */
  siblingCount?: number;
  isDisabled?: boolean;
  /** Names the navigation when a page has more than one pager. */
  'aria-label'?: string;
}

/** Page numbers with gaps for long runs, and previous/next buttons that stop at the ends. */
export function Pagination({
  page,
  pageCount,
  onChange,
  siblingCount,
  isDisabled = false,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const { t } = useKitStrings(basicsStrings);
  const go = (target: number) => {
    if (target !== page) onChange(target);
  };
  return (
    <nav aria-label={ariaLabel ?? t('pagination.label')}>
      <List>
        <li>
          <PageButton
            aria-label={t('pagination.previous')}
            isDisabled={isDisabled || page <= 1}
            onPress={() => go(page - 1)}
          >
            <Mirrored>
              <ChevronLeft size={18} aria-hidden />
            </Mirrored>
          </PageButton>
        </li>
        {pageItems(page, pageCount, { siblingCount }).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                data-current={item === page || undefined}
                isDisabled={isDisabled}
                onPress={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden>
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton
            aria-label={t('pagination.next')}
            isDisabled={isDisabled || page >= pageCount}
            onPress={() => go(page + 1)}
          >
            <Mirrored>
              <ChevronRight size={18} aria-hidden />
            </Mirrored>
          </PageButton>
        </li>
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled(Button)`
  ${textStyle('body2')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 32px;
  block-size: 32px;
  padding-inline: ${vars.space[1]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  background: transparent;
  font-family: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &[data-hovered] {
    background-color: ${vars.color.action.hover};
  }

  &[data-current] {
    border-color: ${vars.color.primary.text};
    color: ${vars.color.primary.text};
    background-color: ${vars.color.primary.soft};
    font-weight: ${vars.fontWeight.semibold};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    background: transparent;
    cursor: not-allowed;
  }

  ${focusRing}
`;

/* The arrows point the way the page reads: mirrored in right-to-left pages. */
const Mirrored = styled.span`
  display: inline-flex;
  transform: scaleX(${vars.direction.sign});
`;

const Gap = styled.li`
  ${textStyle('body2')};
  min-inline-size: 32px;
  color: ${vars.color.text.secondary};
  text-align: center;
`;
