import { vars } from '@ordmarket/tokens';
import { Bitcoin } from 'lucide-react';
import styled from 'styled-components';

/** The bitcoin coin drawn before BTC amounts; decorative, the unit is spoken in the amount's label. */
export function BtcMark() {
  return (
    <Coin aria-hidden>
      <Bitcoin strokeWidth={2.75} aria-hidden />
    </Coin>
  );
}

const Coin = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 1em;
  height: 1em;
  border-radius: ${vars.radius.circle};
  color: ${vars.color.warning.contrastText};
  background-color: ${vars.color.warning.main};

  & > svg {
    width: 0.72em;
    height: 0.72em;
  }
`;
