import { vars } from '@ordmarket/tokens';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';

export interface NavItem {
  label: string;
  href: string;
  icon: ReactNode;
}

export type NavVariant = 'vertical' | 'mini' | 'horizontal';

export interface NavLinksProps {
  items: readonly NavItem[];
  /** The current page's href; its item is marked as the current page. */
  activeHref: string;
  /** For client-side routing: called instead of a page load on a plain click. */
  onNavigate?: (href: string) => void;
}

/** Navigation links, drawn for one of the three layouts. Real anchors, so open-in-new-tab keeps working. */
export function NavList({ items, activeHref, onNavigate, variant }: NavLinksProps & { variant: NavVariant }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string): void => {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (onNavigate && plainClick) {
      event.preventDefault();
      onNavigate(href);
    }
  };
  return (
    <List data-variant={variant}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={item.href === activeHref ? 'page' : undefined}
            onClick={(event) => follow(event, item.href)}
          >
            <Icon aria-hidden>{item.icon}</Icon>
            <span>{item.label}</span>
          </Link>
        </li>
      ))}
    </List>
  );
}

const Icon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

const Link = styled.a`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 44px;
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.secondary};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background-color: ${vars.color.action.hover};
  }

  &[aria-current='page'] {
    color: ${vars.color.primary.text};
    background-color: ${vars.color.primary.soft};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-variant='vertical'] {
    flex-direction: column;
  }

  &[data-variant='mini'] {
    flex-direction: column;
    align-items: stretch;

    ${Link} {
      ${textStyle('caption')};
      flex-direction: column;
      gap: 2px;
      min-height: 56px;
      padding: ${vars.space[1]} 2px;
      font-size: 0.625rem;
      text-align: center;
      white-space: normal;
    }
  }

  &[data-variant='horizontal'] {
    flex-direction: row;
    align-items: center;

    ${Link} {
      min-height: 36px;
      gap: ${vars.space[2]};
    }
  }
`;
