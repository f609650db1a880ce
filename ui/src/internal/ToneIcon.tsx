import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type IconTone = 'primary' | 'success' | 'error' | 'warning' | 'info';

/** An icon on a round wash of its tone, heading a dialog. */
export function ToneIcon({ tone, children }: { tone: IconTone; children: ReactNode }) {
  return (
    <Disc data-tone={tone} aria-hidden>
      {children}
    </Disc>
  );
}

const Disc = styled.span`
  --tone-main: ${vars.color.primary.text};
  --tone-soft: ${vars.color.primary.soft};
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${vars.radius.circle};
  color: var(--tone-main);
  background-color: var(--tone-soft);
  box-shadow: 0 0 0 8px var(--tone-soft);

  &[data-tone='success'] {
    --tone-main: ${vars.color.success.text};
    --tone-soft: ${vars.color.success.soft};
  }

  &[data-tone='error'] {
    --tone-main: ${vars.color.error.text};
    --tone-soft: ${vars.color.error.soft};
  }

  &[data-tone='warning'] {
    --tone-main: ${vars.color.warning.text};
    --tone-soft: ${vars.color.warning.soft};
  }

  &[data-tone='info'] {
    --tone-main: ${vars.color.info.text};
    --tone-soft: ${vars.color.info.soft};
  }
`;
