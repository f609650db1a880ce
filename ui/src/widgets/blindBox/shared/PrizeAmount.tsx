import { Amount } from '../../../primitives/Amount/Amount';
import type { BoxPrize } from './blindBoxTypes';
import { TokenFigure } from './TokenFigure';

/** A prize counted rather than named: BTC or a BRC-20 token. */
export type CountedPrize = Exclude<BoxPrize, { kind: 'inscription' }>;

/** A counted prize's amount, with its coin or token glyph: '0.001 BTC', '1,000 ORDI'. */
export function PrizeAmount({ prize, size }: { prize: CountedPrize; size: 'small' | 'large' }) {
  return prize.kind === 'btc' ? (
    <Amount sats={prize.sats} size={size} />
  ) : (
    <TokenFigure tick={prize.tick} amount={prize.amount} size={size} />
  );
}
