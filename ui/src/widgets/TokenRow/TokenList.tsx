import { mediaDown, vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { textStyle } from '../../theme/textStyle';
import { tokenGrid } from './tokenGrid';

export interface TokenListProps {
  /** The list's accessible name, e.g. 'BRC-20 tokens'. */
  label: string;
  /** TokenRow items. */
  children: ReactNode;
}

const columns = ['rank', 'token', 'price', 'change', 'volume', 'holders', 'mint'] as const;

/**
 * The ranked list TokenRows sit in, under a header naming the columns. The header is for the eye only:
 * each row names its own figures to screen readers.
 */
export function TokenList({ label, children }: TokenListProps) {
  const { t } = useKitStrings(marketStrings);
  return (
    <Frame>
      <Header aria-hidden>
        {columns.map((column) => (
          <span key={column} data-cell={column}>
            {t(`token.columns.${column}`)}
          </span>
        ))}
      </Header>
      <List aria-label={label}>{children}</List>
    </Frame>
  );
}

const Frame = styled.div`
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.background.paper};
`;

// Phones show no header: their rows stack figures, so columns would not line up.
const Header = styled.div`
  ${tokenGrid};
  ${textStyle('caption')};
  padding: ${vars.space[2]} ${vars.space[4]};
  color: ${vars.color.text.secondary};
  background-color: ${vars.color.background.neutral};
  font-weight: ${vars.fontWeight.semibold};

  ${mediaDown('md')} {
    display: none;
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li:last-child {
    border-block-end: 0;
  }
`;
