import { vars } from '@ordmarket/tokens';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { ResultArt } from '../ResultDialog/ResultArt';
import { textStyle } from '../theme/textStyle';
import { CenteredView, ViewTitle } from './centeredView.styles';

export interface MintSuccessProps {
  onShare: () => void;
  /** 'Continue MINT': the app reloads the page for the next mint. */
  onContinue: () => void;
}

/** The mint drawer's last view, once the payment is recorded. */
export function MintSuccess({ onShare, onContinue }: MintSuccessProps) {
  const { t } = useTranslation('mint');
  return (
    <CenteredView>
      <Art>
        <ResultArt tone="success" />
      </Art>
      <ViewTitle>{t('success.title')}</ViewTitle>
      <Message>{t('success.message')}</Message>
      <Button size="large" fullWidth startIcon={<Share2 size={18} />} onPress={onShare}>
        {t('success.share')}
      </Button>
      <Button size="large" variant="outlined" color="neutral" fullWidth onPress={onContinue}>
        {t('success.continue')}
      </Button>
    </CenteredView>
  );
}

const Art = styled.div`
  width: 160px;
`;

const Message = styled.p`
  ${textStyle('body2')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;
