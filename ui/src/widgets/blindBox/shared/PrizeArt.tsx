import { vars } from '@ordmarket/tokens';
import { Bitcoin, Coins, FileText } from 'lucide-react';
import styled from 'styled-components';
import { Image } from '../../../primitives/Image/Image';
import type { BoxPrize } from './blindBoxTypes';

/**
 * A prize's square picture: the inscription's image, a page for an inscription without one, a coin for BTC, or
 * the token glyph for BRC-20 (a token has no image of its own). Decorative: the prize is always named beside it.
 */
export function PrizeArt({ prize }: { prize: BoxPrize }) {
  if (prize.kind === 'inscription' && prize.imageUrl !== undefined) {
    return <Image src={prize.imageUrl} alt="" aspectRatio={1} isPixelated />;
  }
  return (
    <Square aria-hidden data-kind={prize.kind}>
      {prize.kind === 'inscription' ? (
        <FileText strokeWidth={1.5} aria-hidden />
      ) : (
        <Coin data-kind={prize.kind}>
          {prize.kind === 'btc' ? <Bitcoin strokeWidth={2.5} aria-hidden /> : <Coins strokeWidth={2.25} aria-hidden />}
        </Coin>
      )}
    </Square>
  );
}

const Square = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  width: 100%;
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.disabled};
  background-color: ${vars.color.background.neutral};

  & > svg {
    width: 40%;
    height: 40%;
  }

  &[data-kind='btc'] {
    background-color: ${vars.color.warning.soft};
  }

  &[data-kind='brc20'] {
    background-color: ${vars.color.primary.soft};
  }
`;

const Coin = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 50%;
  height: 50%;
  border-radius: ${vars.radius.circle};
  color: ${vars.color.warning.contrastText};
  background-color: ${vars.color.warning.main};

  &[data-kind='brc20'] {
    color: ${vars.color.primary.contrastText};
    background-color: ${vars.color.primary.main};
  }

  & > svg {
    width: 70%;
    height: 70%;
  }
`;
