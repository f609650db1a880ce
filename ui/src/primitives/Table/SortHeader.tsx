import { vars } from '@ordmarket/tokens';
import { ArrowDown, ArrowDownUp, ArrowUp } from 'lucide-react';
import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme/interactionStyles';
import type { SortDirection } from './tableSort';

interface SortHeaderProps {
  label: string;
  direction: SortDirection | 'default';
  onPress: () => void;
}

const icons = { asc: ArrowUp, desc: ArrowDown, default: ArrowDownUp } as const;

/** A column title that sorts the table when pressed; the header cell around it carries aria-sort. */
export function SortHeader({ label, direction, onPress }: SortHeaderProps) {
  const Icon = icons[direction];
  return (
    <SortButton onPress={onPress} data-direction={direction}>
      <Title>{label}</Title>
      <Icon size={16} aria-hidden />
    </SortButton>
  );
}

const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const SortButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-inline-size: 100%;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.sm};
  color: inherit;
  background: transparent;
  font: inherit;
  cursor: pointer;

  & > svg {
    flex-shrink: 0;
    opacity: 0.48;
  }

  &[data-hovered] {
    color: ${vars.color.text.primary};
    background-color: ${vars.color.action.hover};
  }

  &:is([data-direction='asc'], [data-direction='desc']) {
    color: ${vars.color.text.primary};
  }

  &:is([data-direction='asc'], [data-direction='desc']) > svg {
    opacity: 1;
  }

  ${focusRing}
`;
