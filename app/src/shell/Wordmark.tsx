import { vars } from '@ordmarket/tokens';
import { Bitcoin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NarrowHiddenText } from './NarrowHiddenText';

/** The product's name with its mark, at the top of every navigation layout (the mark alone in a phone's header). */
export function Wordmark() {
  const { t } = useTranslation('common');
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        color: vars.color.primary.text,
        fontWeight: 800,
        fontSize: 18,
      }}
    >
      <Bitcoin size={26} aria-hidden />
      <NarrowHiddenText>{t('brand')}</NarrowHiddenText>
    </span>
  );
}
