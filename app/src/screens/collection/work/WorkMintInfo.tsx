import { Amount, Badge, formatUtcMoment, textStyle } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiData } from '../../../api/apiCalls';
import { mintPhases } from './mintSchedule';
import { knownUsdRate } from '../../../stores/config/knownUsdRate';
import { intlLocale } from '../../../i18n/languageTags';

type MintInfo = ApiData<'/btc/ordinals/mint_now_list'>['items'][number];

export interface WorkMintInfoProps {
  readonly mint: MintInfo;
  readonly usdPerBtc: number;
}

/** The launchpad facts: price, supply, what is minted and left, the per-order cap, and the phase windows. */
export function WorkMintInfo({ mint, usdPerBtc }: WorkMintInfoProps) {
  const { t, i18n } = useTranslation('collection');
  const at = (sec: number) => formatUtcMoment(new Date(sec * 1000), intlLocale(i18n.language));
  const phaseStatus = {
    upcoming: t('mint.phase.upcoming'),
    white_list: t('mint.phase.white_list'),
    public: t('mint.phase.public'),
    ended: t('mint.phase.ended'),
    sold_out: t('mint.phase.sold_out'),
  };
  return (
    <Section aria-labelledby="work-mint-info">
      <Heading id="work-mint-info">{t('work.mintInfo')}</Heading>
      <Facts>
        <dt>{t('work.status')}</dt>
        <dd>
          <Badge tone="primary">{phaseStatus[mint.status]}</Badge>
        </dd>
        <dt>{t('work.mintPrice')}</dt>
        <dd>
          <Amount sats={mint.mint_price} {...knownUsdRate(usdPerBtc)} size="small" />
        </dd>
        <dt>{t('work.supply')}</dt>
        <dd>{mint.supply}</dd>
        <dt>{t('work.minted')}</dt>
        <dd>{mint.mint}</dd>
        <dt>{t('work.available')}</dt>
        <dd>{mint.available_num}</dd>
        <dt>{t('work.maxPerWallet')}</dt>
        <dd>{mint.max_mint_num}</dd>
      </Facts>
      <Heading as="h3">{t('work.phases')}</Heading>
      <Facts>
        {mintPhases(mint).map((phase) => (
          <Phase key={phase.kind}>
            <dt>{phase.kind === 'whitelist' ? t('work.whitelistPhase') : t('work.publicPhase')}</dt>
            <dd>
              {phase.endSec === null
                ? t('work.phaseOpenEnded', { start: at(phase.startSec) })
                : t('work.phaseRange', { start: at(phase.startSec), end: at(phase.endSec) })}
            </dd>
          </Phase>
        ))}
      </Facts>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.paper};
`;

const Heading = styled.h2`
  ${textStyle('subtitle1')}
  margin: 0;
`;

const Facts = styled.dl`
  ${textStyle('body2')}
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  dt {
    color: ${vars.color.text.secondary};
  }
  dd {
    margin: 0;
    justify-self: end;
    text-align: end;
  }
`;

const Phase = styled.div`
  display: contents;
`;
