import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { Amount } from '../primitives/Amount/Amount';
import { formatUsd, type Sats } from '../primitives/Amount/formatAmount';
import { textStyle } from '../theme/textStyle';

export interface CostLine {
  key: string;
  label: string;
  /** null while the amount is not computed yet (a network fee waiting for its rate). */
  sats: Sats | null;
  isTotal?: boolean;
}

interface CostLinesProps {
  lines: readonly CostLine[];
  usdPerBtc: number | undefined;
  /** Shown in place of an amount that is not computed yet. */
  pendingLabel: string;
}

/** What a purchase or mint costs, line by line, each in BTC with its value in USD; the total stands out. */
export function CostLines({ lines, usdPerBtc, pendingLabel }: CostLinesProps) {
  return (
    <List>
      {lines.map((line) => (
        <Line key={line.key} data-total={line.isTotal ? true : undefined}>
          <dt>{line.label}</dt>
          <Value>
            {line.sats === null ? (
              <Pending>{pendingLabel}</Pending>
            ) : (
              <>
                <Amount sats={line.sats} size={line.isTotal ? 'medium' : 'small'} />
                {usdPerBtc !== undefined && <Usd>{formatUsd(line.sats, usdPerBtc)}</Usd>}
              </>
            )}
          </Value>
        </Line>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
`;

const Line = styled.div`
  ${textStyle('body2')};
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
  color: ${vars.color.text.secondary};

  &[data-total] {
    ${textStyle('subtitle1')};
    padding-block-start: ${vars.space[2]};
    border-block-start: 1px solid ${vars.color.divider};
    color: ${vars.color.text.primary};
  }
`;

/* BTC above its dollar value, both against the inline end so the figures line up. */
const Value = styled.dd`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin: 0;
  text-align: end;
`;

const Usd = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

const Pending = styled.span`
  ${textStyle('body2')};
  color: ${vars.color.text.secondary};
`;
