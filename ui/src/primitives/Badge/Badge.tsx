import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';
import { singleLine } from '../../theme/singleLine';

export type BadgeTone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'error';
export type BadgeVariant = 'soft' | 'filled';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  variant?: BadgeVariant;
  /** A small leading icon; decorative, so give it aria-hidden. */
  icon?: ReactNode;
}

/** A small non-interactive label: a status, a rarity, a count. Tone and variant are data attributes. */
export function Badge({ children, tone = 'neutral', variant = 'soft', icon }: BadgeProps) {
  // Without an icon the label cuts its own text: one element, where a grid shows a badge on every card.
  if (icon === undefined) {
    return (
      <Label data-tone={tone} data-variant={variant} data-text-only>
        {children}
      </Label>
    );
  }
  return (
    <Label data-tone={tone} data-variant={variant}>
      {icon}
      <Text>{children}</Text>
    </Label>
  );
}

const Text = styled.span`
  ${singleLine};
`;

const Label = styled.span`
  ${textStyle('caption')};
  --badge-main: ${vars.color.text.primary};
  --badge-text: ${vars.color.text.primary};
  --badge-on-main: ${vars.color.background.paper};
  --badge-soft: ${vars.color.action.selected};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  height: 24px;
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  font-weight: ${vars.fontWeight.bold};
  vertical-align: middle;

  /* A block of one 24 px line centres its text as the flex box centres the text element. */
  &[data-text-only] {
    display: inline-block;
    line-height: 24px;
    ${singleLine};
  }

  & > svg {
    flex-shrink: 0;
    width: 14px;
    height: 14px;
  }

  &[data-tone='primary'] {
    --badge-main: ${vars.color.primary.main};
    --badge-text: ${vars.color.primary.text};
    --badge-on-main: ${vars.color.primary.contrastText};
    --badge-soft: ${vars.color.primary.soft};
  }

  &[data-tone='info'] {
    --badge-main: ${vars.color.info.main};
    --badge-text: ${vars.color.info.text};
    --badge-on-main: ${vars.color.info.contrastText};
    --badge-soft: ${vars.color.info.soft};
  }

  &[data-tone='success'] {
    --badge-main: ${vars.color.success.main};
    --badge-text: ${vars.color.success.text};
    --badge-on-main: ${vars.color.success.contrastText};
    --badge-soft: ${vars.color.success.soft};
  }

  &[data-tone='warning'] {
    --badge-main: ${vars.color.warning.main};
    --badge-text: ${vars.color.warning.text};
    --badge-on-main: ${vars.color.warning.contrastText};
    --badge-soft: ${vars.color.warning.soft};
  }

  &[data-tone='error'] {
    --badge-main: ${vars.color.error.main};
    --badge-text: ${vars.color.error.text};
    --badge-on-main: ${vars.color.error.contrastText};
    --badge-soft: ${vars.color.error.soft};
  }

  &[data-variant='soft'] {
    color: var(--badge-text);
    background-color: var(--badge-soft);
  }

  &[data-variant='filled'] {
    color: var(--badge-on-main);
    background-color: var(--badge-main);
  }
`;
