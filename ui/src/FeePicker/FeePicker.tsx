import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import { Label, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { Spinner } from '../Button/Spinner';
import { FollowPageDirection } from '../internal/FollowPageDirection';
import { NumberField } from '../NumberField/NumberField';
import { textStyle } from '../theme/textStyle';
import { FeeTile } from './FeeTile';
import { feeTiers, networkFeeSats, tierRate, type FeeTier, type RecommendedFeeRates } from './feeRates';

/** A fee choice, with the rate and fee it comes to (null while not computed). */
export interface FeeChoice {
  tier: FeeTier;
  customRate: number | null;
  /** sats/vB */
  feeRate: number | null;
  feeSats: number | null;
}

export interface FeePickerProps {
  /** The fee service's recommended rates (sats/vB); any that are missing use the spec's presets. */
  rates?: Partial<RecommendedFeeRates>;
  /** The transaction's virtual size in vB; undefined while it is being worked out. */
  virtualSize?: number;
  /** Dollars per bitcoin, for the fee in USD. */
  usdPerBtc?: number;
  /** The chosen tier; General unless the trader picks another. */
  tier?: FeeTier;
  /** The custom rate in sats/vB; null while its field is empty. */
  customRate?: number | null;
  onChange: (choice: FeeChoice) => void;
  isDisabled?: boolean;
}

/**
 * The network fee tiers Fastest, General, Economy and Custom, each with its rate and the fee in BTC and
 * USD for this transaction. While the chosen fee is not computed (no size yet, or a rate that is zero or
 * empty) it says 'Calculating Network Fee'; until the size is known no tier can be chosen.
 */
export function FeePicker({
  rates,
  virtualSize,
  usdPerBtc,
  tier = 'general',
  customRate = null,
  onChange,
  isDisabled = false,
}: FeePickerProps) {
  const { t } = useTranslation('market');
  const choose = (nextTier: FeeTier, nextCustomRate: number | null) => {
    const feeRate = tierRate(nextTier, rates, nextCustomRate);
    onChange({ tier: nextTier, customRate: nextCustomRate, feeRate, feeSats: networkFeeSats(feeRate, virtualSize) });
  };
  const isCalculating = networkFeeSats(tierRate(tier, rates, customRate), virtualSize) === null;
  const sizeIsKnown = virtualSize !== undefined && virtualSize > 0;

  return (
    <Root>
      <FollowPageDirection>
        <RadioGroup
          orientation="horizontal"
          value={tier}
          onChange={(value) => choose(feeTiers.find((option) => option === value) ?? tier, customRate)}
          isDisabled={isDisabled || !sizeIsKnown}
        >
          <GroupLabel>{t('fee.label')}</GroupLabel>
          <Tiles>
            {feeTiers.map((option) => (
              <FeeTile
                key={option}
                tier={option}
                rate={tierRate(option, rates, customRate)}
                virtualSize={virtualSize}
                usdPerBtc={usdPerBtc}
              />
            ))}
          </Tiles>
        </RadioGroup>
      </FollowPageDirection>
      {tier === 'custom' && (
        <CustomRate>
          <NumberField
            label={t('fee.customRate')}
            unit={t('fee.unit')}
            value={customRate}
            onChange={(rate) => choose('custom', rate)}
            isDisabled={isDisabled}
            fullWidth
          />
        </CustomRate>
      )}
      <Status role="status">
        {isCalculating && (
          <>
            <Spinner />
            {t('fee.calculating')}
          </>
        )}
      </Status>
    </Root>
  );
}

const Root = styled.div`
  /* Four tiles across only when the picker itself is wide, wherever it is placed. */
  container-type: inline-size;
`;

const GroupLabel = styled(Label)`
  ${textStyle('subtitle2')};
  display: block;
  margin-block-end: ${vars.space[2]};
  color: ${vars.color.text.secondary};
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[2]};

  @container (min-width: 560px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const CustomRate = styled.div`
  margin-block-start: ${vars.space[3]};
`;

/* Always in the page, so screen readers hear the message when it appears; it takes no room while empty. */
const Status = styled.div`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.secondary};

  &:not(:empty) {
    margin-block-start: ${vars.space[3]};
  }
`;
