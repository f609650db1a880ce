import { vars } from '@ordmarket/tokens';
import { Bitcoin, FileText } from 'lucide-react';
import styled from 'styled-components';
import { Image } from '../Image/Image';
import type { BoxPrize } from './blindBoxTypes';

/**
 * A prize's square picture: the inscription's image, a page for an inscription without one, or a coin for
 * BTC. Decorative: the prize is always named beside it.
 */
export function PrizeArt({ prize }: { prize: BoxPrize }) {
  if (prize.kind === 'inscription' && prize.imageUrl !== undefined) {
    return <Image src={prize.imageUrl} alt="" aspectRatio={1} isPixelated />;
  }
  return (
    <Square aria-hidden data-kind={prize.kind}>
      {prize.kind === 'btc' ? (
        <Coin>
          <Bitcoin strokeWidth={2.5} aria-hidden />
        </Coin>
      ) : (
        <FileText strokeWidth={1.5} aria-hidden />
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

  & > svg {
    width: 70%;
    height: 70%;
  }
`;
