import { vars } from '@ordmarket/tokens';
import { Label, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Spinner } from '../../primitives/Button/Spinner';
import { FollowPageDirection } from '../../internal/FollowPageDirection';
import { NumberField } from '../../primitives/NumberField/NumberField';
import { textStyle } from '../../theme/textStyle';
import { FeeTile } from './FeeTile';
import { feeTierNames, type FeeTierName, type FeeTierQuote } from './feeTiers';

/** The trader's fee choice: a tier, and the rate typed for Custom (null while its field is empty). */
export interface FeeChoice {
  tier: FeeTierName;
  customRate: number | null;
}

export interface FeePickerProps {
  /**
   * Each tier's rate and fee, priced by the host with the market's fee rules: the picker only shows them. The
   * Custom quote is the one for `customRate`.
   */
  quotes: Readonly<Record<FeeTierName, FeeTierQuote>>;
  /** Dollars per bitcoin, for the fee in USD. */
  usdPerBtc?: number;
  /** The chosen tier; General unless the trader picks another. */
  tier?: FeeTierName;
  /** The custom rate in sats/vB; null while its field is empty. */
  customRate?: number | null;
  onChange: (choice: FeeChoice) => void;
  isDisabled?: boolean;
  /**
   * False while what is paid for cannot be priced yet (a form's field missing or wrong): the picker says the fee
   * follows the form, instead of calculating a fee that will not come.
   */
  isPriceable?: boolean;
}

/**
 * The network fee tiers Fastest, General, Economy and Custom, each with its rate and the fee in BTC and USD for
 * this transaction. Until the host has the network's rates (the chosen named tier has no rate) it says it is
 * reading them; while the chosen tier's fee is being priced (no size yet) it says 'Calculating Network Fee'; an
 * empty custom rate asks for one, and a form that cannot be priced yet says the fee follows it. Until any tier is
 * priced none can be chosen.
 */
export function FeePicker({
  quotes,
  usdPerBtc,
  tier = 'General',
  customRate = null,
  onChange,
  isDisabled = false,
  isPriceable = true,
}: FeePickerProps) {
  const { t } = useKitStrings(marketStrings);
  const waitsForRate = tier === 'Custom' && customRate === null;
  const readsRates = isPriceable && tier !== 'Custom' && quotes[tier].rate === null;
  const isCalculating = isPriceable && !waitsForRate && !readsRates && quotes[tier].fee === null;
  // Nothing priced means the host is still working out the transaction's size: there is nothing to compare yet.
  const isPriced = feeTierNames.some((name) => quotes[name].fee !== null);

  return (
    <Root>
      <FollowPageDirection>
        <RadioGroup
          orientation="horizontal"
          value={tier}
          onChange={(value) => onChange({ tier: feeTierNames.find((name) => name === value) ?? tier, customRate })}
          isDisabled={isDisabled || !isPriced}
        >
          <GroupLabel>{t('fee.label')}</GroupLabel>
          <Tiles>
            {feeTierNames.map((name) => (
              <FeeTile key={name} tier={name} quote={quotes[name]} usdPerBtc={usdPerBtc} />
            ))}
          </Tiles>
        </RadioGroup>
      </FollowPageDirection>
      {tier === 'Custom' && (
        <CustomRate>
          <NumberField
            label={t('fee.customRate')}
            unit={t('fee.unit')}
            value={customRate}
            onChange={(rate) => onChange({ tier: 'Custom', customRate: rate })}
            isDisabled={isDisabled}
            fullWidth
          />
        </CustomRate>
      )}
      <Status role="status">
        {(isCalculating || readsRates) && (
          <>
            <Spinner />
            {t(readsRates ? 'fee.readingRates' : 'fee.calculating')}
          </>
        )}
        {!isPriceable && t('fee.afterForm')}
        {isPriceable && waitsForRate && t('fee.enterRate')}
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
