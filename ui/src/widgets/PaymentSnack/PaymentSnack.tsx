import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button, type ButtonVariant } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { ToneIcon } from '../../internal/ToneIcon';
import { PaymentSuccessMessage } from './PaymentSuccessMessage';

export type PaymentOutcome = 'success' | 'error' | 'warning' | 'info';

export interface PaymentSnackAction {
  label: string;
  onPress: () => void;
  variant?: ButtonVariant;
}

interface PaymentSnackBase {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Extra buttons under the message, in order. */
  actions?: readonly PaymentSnackAction[];
}

export interface PaymentSuccessSnackProps extends PaymentSnackBase {
  type: 'success';
  /** Where 'personal account' leads; '/wallet' unless given. */
  successHref?: string;
  /** Client routing for the link; the snack closes as it navigates. */
  onNavigate?: (href: string) => void;
}

export interface PaymentNoticeSnackProps extends PaymentSnackBase {
  type: Exclude<PaymentOutcome, 'success'>;
  message: ReactNode;
}

export type PaymentSnackProps = PaymentSuccessSnackProps | PaymentNoticeSnackProps;

const icons: Record<PaymentOutcome, ReactNode> = {
  success: <CircleCheck size={32} aria-hidden />,
  error: <CircleAlert size={32} aria-hidden />,
  warning: <TriangleAlert size={32} aria-hidden />,
  info: <Info size={32} aria-hidden />,
};

/** Tells how a payment went. On success it points to the personal account, where confirmation shows. */
export function PaymentSnack(props: PaymentSnackProps) {
  const { t } = useKitStrings(overlaysStrings);
  const { isOpen, onOpenChange, actions = [], type } = props;
  const onNavigate = props.type === 'success' ? props.onNavigate : undefined;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t(`payment.title.${type}`)}
      isTitleHidden
      media={<ToneIcon tone={type}>{icons[type]}</ToneIcon>}
      align="center"
      size="small"
      actions={
        actions.length > 0
          ? actions.map((action) => (
              <Button key={action.label} variant={action.variant ?? 'contained'} onPress={action.onPress}>
                {action.label}
              </Button>
            ))
          : undefined
      }
    >
      {props.type === 'success' ? (
        <PaymentSuccessMessage
          href={props.successHref ?? '/wallet'}
          onNavigate={
            onNavigate &&
            ((href) => {
              onOpenChange(false);
              onNavigate(href);
            })
          }
        />
      ) : (
        props.message
      )}
    </Dialog>
  );
}
