import { vars } from '@ordmarket/tokens';
import { Bitcoin, CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from '../IconButton/IconButton';
import { textStyle } from '../../theme/textStyle';
import type { Toast, ToastKind } from './createToaster';

const icons: Record<ToastKind, ReactNode> = {
  success: <CircleCheck size={20} aria-hidden />,
  paySuccess: <Bitcoin size={20} aria-hidden />,
  error: <CircleAlert size={20} aria-hidden />,
  info: <Info size={20} aria-hidden />,
};

interface ToastCardProps {
  toast: Toast;
  dismissLabel: string;
  onDismiss: () => void;
}

/** One toast; errors interrupt (alert), everything else waits its turn (status). */
export function ToastCard({ toast, dismissLabel, onDismiss }: ToastCardProps) {
  return (
    <Card role={toast.kind === 'error' ? 'alert' : 'status'} data-kind={toast.kind}>
      <Mark>{icons[toast.kind]}</Mark>
      <Words>
        <Text>{toast.text}</Text>
        {toast.hint !== undefined && <Hint>{toast.hint}</Hint>}
      </Words>
      <IconButton label={dismissLabel} size="small" onPress={onDismiss}>
        <X size={16} aria-hidden />
      </IconButton>
    </Card>
  );
}

const enter = keyframes`
  from { opacity: 0; transform: translateX(calc(${vars.space[6]} * var(--om-direction-sign))); }
`;

const Mark = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${vars.radius.md};
  color: var(--toast-main);
  background-color: var(--toast-soft);
`;

const Words = styled.div`
  flex: 1;
  min-width: 0;
`;

const Text = styled.p`
  ${textStyle('subtitle2')};
  margin: 0;
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  ${textStyle('body2')};
  margin: 2px 0 0;
  color: ${vars.color.text.secondary};
  overflow-wrap: anywhere;
`;

const Card = styled.div`
  --toast-main: ${vars.color.success.text};
  --toast-soft: ${vars.color.success.soft};
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text.primary};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.dropdown};
  pointer-events: auto;
  animation: ${enter} ${vars.motion.duration.entering} ${vars.motion.easing.decelerate};

  &[data-kind='error'] {
    --toast-main: ${vars.color.error.text};
    --toast-soft: ${vars.color.error.soft};
  }

  &[data-kind='info'] {
    --toast-main: ${vars.color.info.text};
    --toast-soft: ${vars.color.info.soft};
  }

  /* A payment is a success with a coin, drawn solid so it stands apart from a plain success. */
  &[data-kind='paySuccess'] ${Mark} {
    color: ${vars.color.success.contrastText};
    background-color: ${vars.color.success.main};
  }
`;
