import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Button } from '../../../primitives/Button/Button';
import { textStyle } from '../../../theme/textStyle';
import type { BoxPrize } from '../shared/blindBoxTypes';
import { ActionStack } from '../shared/houseLayout.styles';
import { PrizeAmount } from '../shared/PrizeAmount';
import { PrizeArt } from '../shared/PrizeArt';

interface OpenBoxResultProps {
  prize: BoxPrize;
  drawId: string;
  nonce: number;
  onOpenAnother: () => void;
  onVerify: (drawId: string) => void;
}

/** The prize an open drew, shown large, with the nonce it was drawn at and the ways on. */
export function OpenBoxResult({ prize, drawId, nonce, onOpenAnother, onVerify }: OpenBoxResultProps) {
  const { t } = useKitStrings(housesStrings);
  return (
    <Result>
      <Title>{t('open.wonTitle')}</Title>
      <Art>
        <PrizeArt prize={prize} />
      </Art>
      {prize.kind === 'inscription' ? <PrizeName>{prize.name}</PrizeName> : <PrizeAmount prize={prize} size="large" />}
      <Nonce>{t('open.nonce', { nonce: String(nonce) })}</Nonce>
      <Actions>
        <Button size="large" fullWidth onPress={onOpenAnother}>
          {t('open.openAnother')}
        </Button>
        <Button size="large" variant="outlined" color="neutral" fullWidth onPress={() => onVerify(drawId)}>
          {t('open.verify')}
        </Button>
      </Actions>
    </Result>
  );
}

const Result = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.primary.soft};
  text-align: center;
`;

const Title = styled.h3`
  ${textStyle('overline')};
  margin: 0;
  color: ${vars.color.primary.text};
  text-transform: uppercase;
`;

const Art = styled.div`
  width: min(200px, 70%);
`;

const PrizeName = styled.p`
  ${textStyle('h4')};
  margin: 0;
  color: ${vars.color.text.primary};
  overflow-wrap: anywhere;
`;

const Nonce = styled.p`
  ${textStyle('caption')};
  margin: 0;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.secondary};
`;

const Actions = styled(ActionStack)`
  align-self: stretch;
  margin-block-start: ${vars.space[2]};
`;
