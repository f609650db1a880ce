import { useEffect, useState, type ReactNode } from 'react';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button, type ButtonColor } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import type { Timer } from '../../internal/timer';
import { createChoiceCloser } from './choiceCloser';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Called with false 200 ms after a choice. */
  onOpenChange: (isOpen: boolean) => void;
  message: ReactNode;
  /** 'Please confirm' unless given. */
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `error` for a destructive confirmation. */
  confirmColor?: ButtonColor;
  /** Called as soon as confirm is pressed. */
  onConfirm: () => void;
  /** Called as soon as cancel is pressed, or the dialog is dismissed with Escape or a press outside. */
  onCancel?: () => void;
  /** Counts the close delay down: the wall clock unless a story or test runs it by hand. */
  timer?: Timer;
}

/** Asks a yes-or-no question; the choice is recorded at once and the dialog closes 200 ms later. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  message,
  title,
  confirmLabel,
  cancelLabel,
  confirmColor = 'primary',
  onConfirm,
  onCancel,
  timer,
}: ConfirmDialogProps) {
  const { t } = useKitStrings(overlaysStrings);
  const [closer] = useState(() => createChoiceCloser(timer));
  useEffect(() => () => closer.stop(), [closer]);

  const close = (): void => onOpenChange(false);
  const confirm = (): void => closer.choose(onConfirm, close);
  const cancel = (): void => closer.choose(() => onCancel?.(), close);

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      role="alertdialog"
      size="small"
      hasCloseButton={false}
      title={title ?? t('confirm.title')}
      actions={
        <>
          <Button variant="outlined" color="neutral" onPress={cancel}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button color={confirmColor} onPress={confirm}>
            {confirmLabel ?? t('confirm.confirm')}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
