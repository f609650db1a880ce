import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import { CircleCheck, CircleX, Hash, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../internal/VisuallyHidden';
import { textStyle } from '../../../theme/textStyle';
import type { DrawCheck } from '../shared/blindBoxTypes';
import { HexText } from '../shared/houseLayout.styles';

interface DrawChecklistProps {
  check: DrawCheck;
  recordedIndex: number;
}

/** The browser's re-computation of a draw, step by step, each passed or failed, and the verdict. */
export function DrawChecklist({ check, recordedIndex }: DrawChecklistProps) {
  const { t } = useKitStrings(housesStrings);
  const isFair = check.seedMatchesHash && check.indexMatches;
  return (
    <Section>
      <SectionTitle>{t('verify.checks')}</SectionTitle>
      <List>
        <Step outcome={check.seedMatchesHash}>
          {t(check.seedMatchesHash ? 'verify.seedMatches' : 'verify.seedMismatch')}
        </Step>
        <Step outcome={null}>
          <span>{t('verify.hmac')}</span>
          <HexText dir="ltr">{check.hmac}</HexText>
        </Step>
        <Step outcome={check.indexMatches}>
          {check.indexMatches
            ? t('verify.indexMatches', { computed: String(check.index) })
            : t('verify.indexMismatch', { computed: String(check.index), recorded: String(recordedIndex) })}
        </Step>
      </List>
      <Verdict data-fair={isFair}>
        {isFair ? <ShieldCheck size={22} aria-hidden /> : <ShieldAlert size={22} aria-hidden />}
        {t(isFair ? 'verify.fair' : 'verify.unfair')}
      </Verdict>
    </Section>
  );
}

/** One line of the list: passed (true), failed (false), or a computed value with nothing to pass (null). */
function Step({ outcome, children }: { outcome: boolean | null; children: ReactNode }) {
  const { t } = useKitStrings(housesStrings);
  return (
    <Item data-outcome={outcome === null ? undefined : outcome ? 'pass' : 'fail'}>
      {outcome === null ? (
        <Hash size={18} aria-hidden />
      ) : outcome ? (
        <CircleCheck size={18} aria-hidden />
      ) : (
        <CircleX size={18} aria-hidden />
      )}
      <Text>
        {outcome !== null && <VisuallyHidden>{t(outcome ? 'verify.passed' : 'verify.failed')}: </VisuallyHidden>}
        {children}
      </Text>
    </Item>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  ${textStyle('body2')};
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  color: ${vars.color.text.primary};

  & > svg {
    flex-shrink: 0;
    margin-block-start: 2px;
    color: ${vars.color.text.secondary};
  }

  &[data-outcome='pass'] > svg {
    color: ${vars.color.success.text};
  }

  &[data-outcome='fail'] > svg {
    color: ${vars.color.error.text};
  }
`;

const Text = styled.span`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Verdict = styled.p`
  ${textStyle('subtitle1')};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.success.text};
  background-color: ${vars.color.success.soft};

  &[data-fair='false'] {
    color: ${vars.color.error.text};
    background-color: ${vars.color.error.soft};
  }
`;
