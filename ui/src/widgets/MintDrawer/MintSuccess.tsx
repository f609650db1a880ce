import { vars } from '@ordmarket/tokens';
import { Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button } from '../../primitives/Button/Button';
import { ResultArt } from '../ResultDialog/ResultArt';
import { textStyle } from '../../theme/textStyle';
import { CenteredView, ViewTitle } from './centeredView.styles';

export interface MintSuccessProps {
  /** The order followed to its inscriptions, e.g. an `<InscriptionOrderProgress>`; above the buttons. */
  progress?: ReactNode;
  onShare: () => void;
  /** 'Continue MINT': the app reloads the page for the next mint. */
  onContinue: () => void;
}

/** The mint drawer's last view, once the payment is recorded. */
export function MintSuccess({ progress, onShare, onContinue }: MintSuccessProps) {
  const { t } = useKitStrings(mintStrings);
  return (
    <CenteredView>
      <Art>
        <ResultArt tone="success" />
      </Art>
      <ViewTitle>{t('success.title')}</ViewTitle>
      <Message>{t('success.message')}</Message>
      {progress && <Progress>{progress}</Progress>}
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

// The steps read as a list from the inline start, not centred like the rest of the view.
const Progress = styled.div`
  align-self: stretch;
  text-align: start;
`;
