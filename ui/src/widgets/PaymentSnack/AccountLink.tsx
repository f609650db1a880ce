import { vars } from '@ordmarket/tokens';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { inlineLink } from '../../theme/interactionStyles';

interface AccountLinkProps {
  href: string;
  /** Client routing: called instead of a page load for a plain click. */
  onNavigate?: (href: string) => void;
  /** Filled in by the translation, which wraps the link's words. */
  children?: ReactNode;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link to the user's account; modified clicks (new tab, new window) keep the browser's behaviour. */
export function AccountLink({ href, onNavigate, children }: AccountLinkProps) {
  return (
    <Anchor
      href={href}
      onClick={(event) => {
        if (!onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </Anchor>
  );
}

const Anchor = styled.a`
  ${inlineLink};
  font-weight: ${vars.fontWeight.semibold};
`;
