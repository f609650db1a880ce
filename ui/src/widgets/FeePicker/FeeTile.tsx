import { vars } from '@ordmarket/tokens';
import { RadioButton, RadioField } from 'react-aria-components';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Amount } from '../../primitives/Amount/Amount';
import { selectableTile } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';
import type { FeeTierName, FeeTierQuote } from './feeTiers';

interface FeeTileProps {
  tier: FeeTierName;
  quote: FeeTierQuote;
  usdPerBtc: number | undefined;
}

const tierLabels = {
  Fastest: 'fee.fastest',
  General: 'fee.general',
  Economy: 'fee.economy',
  Custom: 'fee.custom',
} as const satisfies Record<FeeTierName, string>;

/** One fee tier as a radio tile: its name, its rate, and what it costs for this transaction. */
export function FeeTile({ tier, quote: { rate, fee }, usdPerBtc }: FeeTileProps) {
  const { t } = useKitStrings(marketStrings);
  return (
    <RadioField value={tier}>
      <Tile>
        <TierName>{t(tierLabels[tier])}</TierName>
        <Rate>{rate === null ? t('fee.noRate') : t('fee.rate', { rate })}</Rate>
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
