import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import { RadioButton, RadioField } from 'react-aria-components';
import styled from 'styled-components';
import { Amount } from '../Amount/Amount';
import { selectableTile } from '../theme/interactionStyles';
import { textStyle } from '../theme/textStyle';
import { networkFeeSats, type FeeTier } from './feeRates';

interface FeeTileProps {
  tier: FeeTier;
  /** sats/vB; null for an empty custom rate, 0 when the service has not computed it. */
  rate: number | null;
  virtualSize: number | undefined;
  usdPerBtc: number | undefined;
}

/** One fee tier as a radio tile: its name, its rate, and what it costs for this transaction. */
export function FeeTile({ tier, rate, virtualSize, usdPerBtc }: FeeTileProps) {
  const { t } = useTranslation('market');
  const fee = networkFeeSats(rate, virtualSize);
  return (
    <RadioField value={tier} isDisabled={tier !== 'custom' && !rate}>
      <Tile>
        <TierName>{t(`fee.${tier}`)}</TierName>
        <Rate>{rate ? t('fee.rate', { rate }) : t('fee.noRate')}</Rate>
        {fee === null ? <Unknown aria-hidden>—</Unknown> : <Amount sats={fee} usdPerBtc={usdPerBtc} size="small" />}
      </Tile>
    </RadioField>
  );
}

const Tile = styled(RadioButton)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  block-size: 100%;
  min-block-size: 104px;
  padding: ${vars.space[3]};
  ${selectableTile}

  &[data-disabled] {
    border-style: dashed;
    color: ${vars.color.text.disabled};
    background-color: transparent;
    cursor: not-allowed;
  }
`;

const TierName = styled.span`
  ${textStyle('subtitle2')};
`;

const Rate = styled.span`
  ${textStyle('caption')};
  margin-block-end: ${vars.space[1]};
  color: ${vars.color.text.secondary};
`;

const Unknown = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.secondary};
`;
