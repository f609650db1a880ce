import { richText } from '../../intl/richText';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import { AccountLink } from './AccountLink';

interface PaymentSuccessMessageProps {
  href: string;
  onNavigate?: (href: string) => void;
}

/** The spec's success sentence; its last words ('personal account') link to where the payment is tracked. */
export function PaymentSuccessMessage({ href, onNavigate }: PaymentSuccessMessageProps) {
  const { t } = useKitStrings(overlaysStrings);
  return (
    <p>
      {richText(t('payment.success'), {
        account: (words) => (
          <AccountLink href={href} onNavigate={onNavigate}>
            {words}
          </AccountLink>
        ),
      })}
    </p>
  );
}
