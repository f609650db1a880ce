import { Amount, Badge, Button, Image, textStyle, type BadgeTone } from '@ordmarket/ui';
import { mediaUp, vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isMintOpen, mintedPercent, type MintInfo, type MintPhase } from './mintRules';
import { useCoverImage } from '../../../content/previewUrl';
import { knownUsdRate } from '../../../stores/config/knownUsdRate';

const phaseTones: Record<MintPhase, BadgeTone> = {
  upcoming: 'info',
  white_list: 'primary',
  public: 'success',
  ended: 'neutral',
  sold_out: 'neutral',
};

export interface MintBannerProps {
  readonly mint: MintInfo;
  readonly usdPerBtc: number;
  readonly onMint: () => void;
}

/** The collection's launchpad mint: its phase, price and progress, and the way into the mint drawer. */
export function MintBanner({ mint, usdPerBtc, onMint }: MintBannerProps) {
  const { t } = useTranslation('collection');
  const coverImage = useCoverImage();
  const percent = mintedPercent(mint);
  const phaseLabels: Record<MintPhase, string> = {
    upcoming: t('mint.phase.upcoming'),
    white_list: t('mint.phase.white_list'),
    public: t('mint.phase.public'),
    ended: t('mint.phase.ended'),
    sold_out: t('mint.phase.sold_out'),
  };
  return (
    <Banner aria-label={t('mint.label')}>
      <Cover>
        <Image src={coverImage(mint.cover)} alt="" aspectRatio={1} />
      </Cover>
      <Facts>
        <Title>
          {t('mint.title')} <Badge tone={phaseTones[mint.status]}>{phaseLabels[mint.status]}</Badge>
        </Title>
        <Price>
          <span>{t('mint.price')}</span>
          <Amount sats={mint.mint_price} {...knownUsdRate(usdPerBtc)} size="small" />
        </Price>
        <Progress>
          <ProgressLabel>{t('mint.progress', { minted: mint.mint, supply: mint.supply })}</ProgressLabel>
          <Bar
            role="progressbar"
            aria-label={t('mint.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={mint.supply}
            aria-valuenow={mint.mint}
          >
            <Fill style={{ inlineSize: `${percent}%` }} />
          </Bar>
        </Progress>
      </Facts>
      <Button isDisabled={!isMintOpen(mint)} onPress={onMint}>
        {t('mint.button')}
      </Button>
    </Banner>
  );
}

const Banner = styled.section`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${vars.space[4]};
  align-items: center;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.paper};
  > button {
    grid-column: 1 / -1;
  }
  ${mediaUp('md')} {
    grid-template-columns: 72px minmax(0, 1fr) auto;
    > button {
      grid-column: auto;
    }
  }
`;

const Cover = styled.div`
  border-radius: ${vars.radius.md};
  overflow: hidden;
`;

const Facts = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-inline-size: 0;
`;

const Title = styled.h2`
  ${textStyle('subtitle1')}
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
  margin: 0;
`;

const Price = styled.div`
  ${textStyle('body2')}
  display: flex;
  gap: ${vars.space[2]};
  align-items: baseline;
  color: ${vars.color.text.secondary};
`;

const Progress = styled.div`
  display: grid;
  gap: ${vars.space[1]};
`;

const ProgressLabel = styled.span`
  ${textStyle('caption')}
  color: ${vars.color.text.secondary};
`;

const Bar = styled.div`
  block-size: 6px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.background.neutral};
  overflow: hidden;
`;

const Fill = styled.div`
  block-size: 100%;
  background: ${vars.color.primary.main};
`;
