import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface HeaderProps {
  /** Leading content: the menu button on small screens, the logo where the nav does not show it. */
  start?: ReactNode;
  /** Middle content, such as the search field. */
  center?: ReactNode;
  /** Trailing actions: language, settings, wallet. */
  end?: ReactNode;
}

/** The 72 px bar at the top of every page; it stays in view while the page scrolls. */
export function Header({ start, center, end }: HeaderProps) {
  return (
    <Bar>
      <Slot>{start}</Slot>
      <Center>{center}</Center>
      <Slot>{end}</Slot>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.z.header};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  height: ${vars.layout.headerHeight};
  padding-inline: ${vars.space[4]};
  background-color: ${vars.color.background.default};
  border-bottom: 1px solid ${vars.color.divider};
`;

const Slot = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  flex-shrink: 0;
`;

const Center = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
`;
