import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { noValue } from '../../primitives/Amount/formatAmount';
import { TokenIcon } from '../TokenRow/TokenIcon';
import { textStyle } from '../../theme/textStyle';

export interface TickFact {
  key: string;
  label: string;
  value: string;
}

interface Brc20TickSummaryProps {
  tick: string;
  /** The icon's address; the tick's letter stands in without one. */
  icon: string | undefined;
  /** What the summary is, above the tick: 'Mint limits', 'Your balance'. */
  caption: string;
  facts: readonly TickFact[];
}

/** The tick with its icon, as the token list shows it, and the figures that bound the form below. */
export function Brc20TickSummary({ tick, icon, caption, facts }: Brc20TickSummaryProps) {
  return (
    <Summary>
      <Caption>{caption}</Caption>
      <Heading>
        <TokenIcon tick={tick} src={icon} />
        <Tick>{tick === '' ? noValue : tick}</Tick>
      </Heading>
      <Facts>
        {facts.map((fact) => (
          <Fact key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fact>
        ))}
      </Facts>
    </Summary>
  );
}

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.background.neutral};
`;

const Caption = styled.p`
  ${textStyle('overline')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
`;

const Tick = styled.h3`
  ${textStyle('h5')};
  margin: 0;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
`;

const Fact = styled.div`
  ${textStyle('body2')};
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[3]};
  color: ${vars.color.text.secondary};

  & dd {
    margin: 0;
    color: ${vars.color.text.primary};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    text-align: end;
  }
`;
