import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { groupDigits } from '../../../primitives/Amount/formatAmount';
import { Button } from '../../../primitives/Button/Button';
import type { DrawCheck, DrawFacts } from '../shared/blindBoxTypes';
import { DrawChecklist } from './DrawChecklist';
import { DrawFormula } from '../shared/DrawFormula';
import { Fact, Facts } from '../shared/Facts';
import { HashValue } from '../shared/HashValue';
import { HexText, HouseView, Prose } from '../shared/houseLayout.styles';
import { formatUtcMoment } from '../../../time/formatTimes';
import { PrizeAmount } from '../shared/PrizeAmount';

export interface DrawVerifierProps {
  draw: DrawFacts;
  /** The app's re-computation from the revealed seed; absent until the seed is revealed. */
  check?: DrawCheck;
  /**
   * Retires and reveals the seed the draw used: the maker's action, so given to the maker only. Without it the
   * verifier says when the seed will be revealed.
   */
  onRotateSeed?: () => void;
}

/**
 * One draw laid open: what went in (client seed, nonce, the committed hash, the seed once revealed, the pool
 * size) and what came out, the app's checks of it, and the formula to redo it with any HMAC tool.
 */
export function DrawVerifier({ draw, check, onRotateSeed }: DrawVerifierProps) {
  const { t, locale } = useKitStrings(housesStrings);
  return (
    <HouseView>
      <Section>
        <SectionTitle>{t('verify.facts')}</SectionTitle>
        <Facts>
          <Fact label={t('verify.house')}>{draw.houseName}</Fact>
          <Fact label={t('verify.at')}>{formatUtcMoment(draw.at, locale)}</Fact>
          <Fact label={t('verify.clientSeed')} isWide>
            <HexText dir="ltr">{draw.clientSeed}</HexText>
          </Fact>
          <Fact label={t('verify.nonce')}>{String(draw.nonce)}</Fact>
          <Fact label={t('verify.poolSize')}>{groupDigits(BigInt(draw.poolSize))}</Fact>
          <Fact label={t('verify.hash')} isWide>
            <HashValue value={draw.serverSeedHash} />
          </Fact>
          <Fact label={t('verify.seed')} isWide>
            {draw.serverSeed === undefined ? (
              <Unrevealed>
                <Prose>{t(onRotateSeed ? 'verify.notRevealed' : 'verify.revealedLater')}</Prose>
                {onRotateSeed && (
                  <Button variant="outlined" color="neutral" size="small" onPress={onRotateSeed}>
                    {t('verify.rotate')}
                  </Button>
                )}
              </Unrevealed>
            ) : (
              <HashValue value={draw.serverSeed} />
            )}
          </Fact>
          <Fact label={t('verify.index')}>{String(draw.index)}</Fact>
          <Fact label={t('verify.prize')}>
            {draw.prize.kind === 'inscription' ? draw.prize.name : <PrizeAmount prize={draw.prize} size="small" />}
          </Fact>
        </Facts>
      </Section>
      {check && <DrawChecklist check={check} recordedIndex={draw.index} />}
      <Section>
        <SectionTitle>{t('verify.howTo')}</SectionTitle>
        <Prose>{t('verify.howToIntro')}</Prose>
        <Prose>{t('verify.howToHash')}</Prose>
        <DrawFormula values={draw} />
      </Section>
    </HouseView>
  );
}

const Unrevealed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;
