import { vars } from '@ordmarket/tokens';
import { ProgressBar } from 'react-aria-components';
import styled from 'styled-components';
import { formatPercent, noValue } from '../../primitives/Amount/formatAmount';
import { textStyle } from '../../theme/textStyle';

/** How much of a tick is minted: a bar and the percent with 2 decimals. */
export function MintBar({ percent, label }: { percent: number | null; label: string }) {
  const text = percent === null ? noValue : formatPercent(percent, { signed: false });
  return (
    <Progress aria-label={label} value={percent ?? 0} valueLabel={text} data-done={percent === 100 || undefined}>
      {/* The fill's width is the value: set inline, so no value makes a new class. */}
      <Track>
        <Fill style={{ inlineSize: `${percent ?? 0}%` }} />
      </Track>
      <Percent>{text}</Percent>
    </Progress>
  );
}

const Progress = styled(ProgressBar)`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

const Track = styled.span`
  flex: 1;
  min-width: 40px;
  height: 6px;
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background-color: ${vars.color.action.selected};
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background-color: ${vars.color.primary.main};

  ${Progress}[data-done] & {
    background-color: ${vars.color.success.main};
  }
`;

const Percent = styled.span`
  ${textStyle('caption')};
  min-width: 52px;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.secondary};
  text-align: end;
`;
