import { vars } from '@ordmarket/tokens';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { IconButton } from '../../primitives/IconButton/IconButton';

interface ResetButtonProps {
  label: string;
  changedLabel: string;
  hasChanges: boolean;
  onReset: () => void;
}

/** Resets the settings; a dot (and its spoken description) tells that something differs from the defaults. */
export function ResetButton({ label, changedLabel, hasChanges, onReset }: ResetButtonProps) {
  const descriptionId = useId();
  return (
    <IconButton label={label} aria-describedby={hasChanges ? descriptionId : undefined} onPress={onReset}>
      <RotateCcw size={20} aria-hidden />
      {hasChanges && (
        <>
          <Dot data-testid="settings-reset-dot" />
          <VisuallyHidden id={descriptionId}>{changedLabel}</VisuallyHidden>
        </>
      )}
    </IconButton>
  );
}

const Dot = styled.span`
  position: absolute;
  top: 6px;
  inset-inline-end: 6px;
  width: 8px;
  height: 8px;
  border-radius: ${vars.radius.circle};
  background-color: ${vars.color.error.main};
`;
