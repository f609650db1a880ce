import { vars } from '@ordmarket/tokens';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { textStyle } from '../../theme/textStyle';
import { BtcMark } from './BtcMark';
import { formatBtc, formatSats, formatUsd, type Sats } from './formatAmount';

export type AmountUnit = 'btc' | 'sats' | 'usd';
/** Green for a price that went up, red for one that went down. */
export type AmountTone = 'default' | 'up' | 'down';
export type AmountSize = 'small' | 'medium' | 'large';

export interface AmountProps {
  sats: Sats;
  unit?: AmountUnit;
  /**
   * Dollars per bitcoin. With unit 'btc' or 'sats' it adds a secondary line in dollars; unit 'usd' needs it
   * and shows BTC until the rate is known.
   */
  usdPerBtc?: number;
  tone?: AmountTone;
  size?: AmountSize;
}

/**
 * An amount of bitcoin shown in BTC (with the coin mark), sats or dollars. The exact value in BTC and
 * sats is its title and accessible text, so a rounded dollar figure never hides what is paid.
 */
export function Amount({ sats, unit = 'btc', usdPerBtc, tone = 'default', size = 'medium' }: AmountProps) {
  const { t } = useKitStrings(marketStrings);
  const btc = formatBtc(sats);
  const inSats = formatSats(sats, t('amount.satsUnit'));
  const usd = usdPerBtc === undefined ? undefined : formatUsd(sats, usdPerBtc);
  const shownUnit = unit === 'usd' && usd === undefined ? 'btc' : unit;
  const shown = shownUnit === 'btc' ? btc : shownUnit === 'sats' ? inSats : (usd ?? btc);
  const spoken =
    shownUnit === 'btc'
      ? t('amount.inBtc', { value: btc })
      : shownUnit === 'sats'
        ? inSats
        : t('amount.inUsd', { usd: shown, btc });
  return (
    <Root data-size={size} data-tone={tone} title={t('amount.exact', { btc, sats: inSats })}>
      <Main aria-hidden>
        {shownUnit === 'btc' && <BtcMark />}
        <span>{groupBreaks(shown)}</span>
      </Main>
      <VisuallyHidden>{spoken}</VisuallyHidden>
      {shownUnit !== 'usd' && usd !== undefined && (
        <Secondary>{groupBreaks(t('amount.approx', { value: usd }))}</Secondary>
      )}
    </Root>
  );
}

/**
 * A figure with a line-break opportunity after each group separator. Digits never break apart (a price split
 * mid-number is misread): only a figure wider than its whole box wraps, there, rather than spill out of it.
 */
function groupBreaks(figure: string): ReactNode[] {
  const groups = figure.split(',');
  return groups.map((group, index) =>
    index === groups.length - 1 ? (
      group
    ) : (
      <Fragment key={index}>
        {group},<wbr />
      </Fragment>
    ),
  );
}

const Root = styled.span`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 0;
  max-width: 100%;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};

  &[data-tone='up'] {
    color: ${vars.color.success.text};
  }

  &[data-tone='down'] {
    color: ${vars.color.error.text};
  }
`;

// A box narrower than the mark and a figure's widest group (huge figures on phones) puts the mark on a line of its own.
const Main = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3em;
  max-width: 100%;

  ${Root}[data-size='small'] & {
    ${textStyle('subtitle2')};
  }

  ${Root}[data-size='medium'] & {
    ${textStyle('subtitle1')};
  }

  ${Root}[data-size='large'] & {
    ${textStyle('h4')};
  }
`;

const Secondary = styled.span`
  ${textStyle('caption')};
  max-width: 100%;
  color: ${vars.color.text.secondary};
`;
