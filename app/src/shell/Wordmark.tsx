import { vars } from '@ordmarket/tokens';
import { Bitcoin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NarrowHiddenText } from '../common/NarrowHiddenText';

const markSize = 26;
const brandColour = vars.color.primary.text;

/** The product's name with its mark, at the top of every navigation layout (the mark alone in a phone's header). */
export function Wordmark() {
  const { t } = useTranslation('common');
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        color: brandColour,
        fontWeight: 800,
        fontSize: 18,
      }}
    >
      <Bitcoin size={markSize} aria-hidden />
      <NarrowHiddenText>{t('brand')}</NarrowHiddenText>
    </span>
  );
}

/** The mark alone, named for screen readers: the logo where the name does not fit (the 72 px mini navigation). */
export function BrandMark() {
  const { t } = useTranslation('common');
  return (
    <span role="img" aria-label={t('brand')} style={{ display: 'inline-flex', color: brandColour }}>
      <Bitcoin size={markSize} aria-hidden />
    </span>
  );
}
