import { vars } from '@ordmarket/tokens';
import { Coins } from 'lucide-react';
import styled from 'styled-components';
import { coinFace } from '../../../primitives/Amount/coinFace';
import { textStyle } from '../../../theme/textStyle';
import type { Brc20Amount } from './blindBoxTypes';
import { useTokenText } from './usePrizeText';

/** Green for what came in, red for what went out, as the ledger shows its amounts. */
export type TokenFigureTone = 'default' | 'up' | 'down';

interface TokenFigureProps extends Brc20Amount {
  size?: 'small' | 'large';
  tone?: TokenFigureTone;
}

/**
 * An amount of a BRC-20 token after the token glyph: '1,000 ORDI'. A token has no picture of its own, so the glyph
 * is the same for every tick; it is decorative, the text says it all.
 */
export function TokenFigure({ tick, amount, size = 'small', tone = 'default' }: TokenFigureProps) {
  const text = useTokenText()({ tick, amount });
  return (
    <Root data-size={size} data-tone={tone}>
      <TokenMark />
      <Figure>{text}</Figure>
    </Root>
  );
}

/** The round token glyph, sized to the text beside it. */
export function TokenMark() {
  return (
    <Mark aria-hidden>
      <Coins strokeWidth={2.5} aria-hidden />
    </Mark>
  );
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3em;
  min-width: 0;
  max-width: 100%;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};

  &[data-size='small'] {
    ${textStyle('subtitle2')};
  }

  &[data-size='large'] {
    ${textStyle('h4')};
  }

  &[data-tone='up'] {
    color: ${vars.color.success.text};
  }

  &[data-tone='down'] {
    color: ${vars.color.error.text};
  }
`;

const Mark = styled.span`
  ${coinFace({ background: vars.color.primary.main, color: vars.color.primary.contrastText, glyphSize: '0.68em' })}
`;

// A long amount breaks between digits rather than hiding any of them.
const Figure = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
