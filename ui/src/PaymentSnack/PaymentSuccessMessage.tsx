import { Trans, useTranslation } from 'react-i18next';
import { AccountLink } from './AccountLink';

interface PaymentSuccessMessageProps {
  href: string;
  onNavigate?: (href: string) => void;
}

/** The spec's success sentence; its last words ('personal account') link to where the payment is tracked. */
export function PaymentSuccessMessage({ href, onNavigate }: PaymentSuccessMessageProps) {
  const { t } = useTranslation('overlays');
  return (
    <p>
      <Trans
        t={t}
        i18nKey="payment.success"
        components={{ account: <AccountLink href={href} onNavigate={onNavigate} /> }}
      />
    </p>
  );
}
