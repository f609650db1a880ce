import { vars } from '@ordmarket/tokens';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import { focusRing } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';
import { singleLine } from '../../theme/singleLine';

export type ChipSize = 'small' | 'medium';

export interface ChipProps {
  /** The text; also names the remove button ('Remove Rare'). */
  label: string;
  /** A small leading icon; decorative, so give it aria-hidden. */
  icon?: ReactNode;
  size?: ChipSize;
  /** Makes the chip a toggle (a pressed filter). Leave out for a plain label. */
  isSelected?: boolean;
  onSelectedChange?: (isSelected: boolean) => void;
  /** Shows a remove button after the label. */
  onRemove?: () => void;
  isDisabled?: boolean;
}

/**
 * A compact label for a filter or an attribute. It can be a pressed/unpressed toggle, removable, or both;
 * the label and the remove button are then two separate buttons inside one pill.
 */
export function Chip({
  label,
  icon,
  size = 'medium',
  isSelected,
  onSelectedChange,
  onRemove,
  isDisabled = false,
}: ChipProps) {
  const { t } = useKitStrings(basicsStrings);
  const content = (
    <>
      {icon}
      <Label title={label}>{label}</Label>
    </>
  );
  const isToggle = isSelected !== undefined || onSelectedChange !== undefined;

  return (
    <Pill data-size={size} data-disabled={isDisabled || undefined} data-removable={onRemove ? true : undefined}>
      {isToggle ? (
        <Toggle isSelected={isSelected} onChange={onSelectedChange} isDisabled={isDisabled}>
          {content}
        </Toggle>
      ) : (
        <Static>{content}</Static>
      )}
      {onRemove && (
        <Remove aria-label={t('chip.remove', { label })} onPress={onRemove} isDisabled={isDisabled}>
          <X aria-hidden />
        </Remove>
      )}
    </Pill>
  );
}

const Label = styled.span`
  ${singleLine};
`;

// The label part, a span or a toggle button, fills the pill up to the remove button.
const part = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  height: 100%;
  padding-inline: var(--chip-padding);
  color: inherit;
  font: inherit;

  & > svg {
    flex-shrink: 0;
    width: var(--chip-icon);
    height: var(--chip-icon);
  }
`;

const Static = styled.span`
  ${part}
`;

const Toggle = styled(ToggleButton)`
  ${part}
  border: 0;
  border-radius: inherit;
  background: transparent;
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
  }

  ${focusRing}
`;

const Remove = styled(Button)`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: calc(var(--chip-icon) + 4px);
  height: calc(var(--chip-icon) + 4px);
  margin-inline: calc(var(--chip-padding) / -2) 4px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.circle};
  color: ${vars.color.text.secondary};
  background: transparent;
  cursor: pointer;

  & > svg {
    width: var(--chip-icon);
    height: var(--chip-icon);
  }

  &[data-hovered] {
    color: ${vars.color.text.primary};
    background-color: ${vars.color.action.hover};
  }

  &[data-disabled] {
    color: inherit;
    background: transparent;
    cursor: not-allowed;
  }

  ${focusRing}

  /* Inside the pill's border, where the usual offset would cross it. */
  &[data-focus-visible] {
    outline-offset: 0;
  }
`;

const Pill = styled.span`
  ${textStyle('body2')};
  --chip-padding: ${vars.space[3]};
  --chip-icon: 16px;
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  height: 32px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.text.primary};
  font-weight: ${vars.fontWeight.medium};
  vertical-align: middle;
  transition:
    background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &[data-size='small'] {
    ${textStyle('caption')};
    --chip-padding: ${vars.space[2]};
    --chip-icon: 14px;
    height: 24px;
    font-weight: ${vars.fontWeight.medium};
  }

  &:has(> [data-hovered]:not([data-disabled])) {
    background-color: ${vars.color.action.hover};
  }

  &:has(> [data-selected]) {
    color: ${vars.color.primary.text};
    border-color: ${vars.color.primary.text};
    background-color: ${vars.color.primary.soft};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    border-color: ${vars.color.divider};
    background-color: transparent;
  }
`;
