import { vars } from '@ordmarket/tokens';
import { Bitcoin } from 'lucide-react';
import styled from 'styled-components';
import { coinFace } from './coinFace';

/** The bitcoin coin drawn before BTC amounts; decorative, the unit is spoken in the amount's label. */
export function BtcMark() {
  return (
    <Coin aria-hidden>
      <Bitcoin strokeWidth={2.75} aria-hidden />
    </Coin>
  );
}

const Coin = styled.span`
  ${coinFace({ background: vars.color.warning.main, color: vars.color.warning.contrastText, glyphSize: '0.72em' })}
`;
