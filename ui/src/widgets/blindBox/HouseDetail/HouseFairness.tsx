import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button/Button';
import type { FairnessCommitment } from '../shared/blindBoxTypes';
import { DrawFormula } from '../shared/DrawFormula';
import { Fact, Facts } from '../shared/Facts';
import { HashValue } from '../shared/HashValue';
import { Prose } from '../shared/houseLayout.styles';

interface HouseFairnessProps {
  commitment: FairnessCommitment;
  /** The seed shown is still secret (an emptied house shows the last one it revealed). */
  isCommitted: boolean;
  onCopy?: (text: string) => void;
  /** Retires the current seed and reveals it; without it there is no rotate button (only the maker has one). */
  onRotateSeed?: () => void;
  rotating?: boolean;
}

/** The commitment the next draws are held to, and how a draw is made from it. */
export function HouseFairness({ commitment, isCommitted, onCopy, onRotateSeed, rotating = false }: HouseFairnessProps) {
  const { t } = useKitStrings(housesStrings);
  return (
    <Section>
      <SectionTitle>{t('fairness.title')}</SectionTitle>
      <Facts>
        <Fact label={t('fairness.hash')} isWide>
          <HashValue value={commitment.serverSeedHash} copyLabel={t('fairness.copyHash')} onCopy={onCopy} />
        </Fact>
        <Fact label={t('fairness.nextNonce')}>{String(commitment.nextNonce)}</Fact>
      </Facts>
      <Prose>{t('fairness.explain')}</Prose>
      <DrawFormula />
      {onRotateSeed ? (
        <Rotate>
          <Button variant="outlined" color="neutral" isLoading={rotating} onPress={onRotateSeed}>
            {t('fairness.rotate')}
          </Button>
        </Rotate>
      ) : (
        // Everyone but the maker is told when the seed of their draws will be shown, rather than offered a rotation.
        isCommitted && <Prose>{t('fairness.whenRevealed')}</Prose>
      )}
    </Section>
  );
}

const Rotate = styled.div`
  display: flex;
`;
