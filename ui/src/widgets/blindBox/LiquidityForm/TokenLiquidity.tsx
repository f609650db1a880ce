import { readCountText } from '@ordmarket/protocol/units';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useAmountProblemText } from '../../../amountText/useAmountProblemText';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section } from '../shared/boxSection.styles';
import { noValue } from '../../../primitives/Amount/formatAmount';
import { TextField } from '../../../primitives/TextField/TextField';
import type { Brc20Amount } from '../shared/blindBoxTypes';
import { WalletAlert, WalletFact, WalletFacts } from '../shared/boxBalance.styles';
import { TokenFigure } from '../shared/TokenFigure';
import { tokensTaken } from '../shared/tokenAmount';
import { useTokenText } from '../shared/usePrizeText';

export interface TokenPrizesToAdd {
  /** What the prizes take, in whole tokens; null while the count is not a number yet. */
  total: string | null;
  /** What the box holds of the tick, in whole tokens. */
  held: string;
  /** The prizes take more than the box holds (compared exactly, as decimals). */
  overHeld: boolean;
  canAdd: boolean;
}

/** What `count` BRC-20 prizes of the house's size take from the tokens held. */
export function tokenPrizesToAdd(
  prize: Brc20Amount,
  count: number | null,
  tokens: readonly Brc20Amount[],
): TokenPrizesToAdd {
  const held = tokens.find((token) => token.tick === prize.tick)?.amount ?? '0';
  const { units, total, overHeld } = tokensTaken(prize.amount, count, held);
  return { total, held, overHeld, canAdd: units !== null && units > 0n && !overHeld };
}

interface TokenLiquidityProps {
  /** The house's one BRC-20 prize. */
  prize: Brc20Amount;
  prizeCount: string;
  onPrizeCountChange: (value: string) => void;
  count: number | null;
  toAdd: TokenPrizesToAdd;
}

/** The BRC-20 tab of adding liquidity: how many prizes of the house's size, their total against what is held. */
export function TokenLiquidity({ prize, prizeCount, onPrizeCountChange, count, toAdd }: TokenLiquidityProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  const problemText = useAmountProblemText();
  const value = useTokenText()(prize);
  return (
    <Section>
      <TextField
        label={t('liquidity.prizeCount')}
        description={t('liquidity.tokenPrizeValue', { value })}
        value={prizeCount}
        onChange={onPrizeCountChange}
        inputMode="numeric"
        autoComplete="off"
        errorMessage={problemText(readCountText(prizeCount), { kind: 'count' })}
        fullWidth
      />
      <WalletFacts>
        <WalletFact>
          <dt>{count === null ? t('liquidity.total') : t('liquidity.tokenTotalOf', { prizes: count, value })}</dt>
          <dd>{toAdd.total === null ? noValue : <TokenFigure tick={prize.tick} amount={toAdd.total} />}</dd>
        </WalletFact>
        <WalletFact>
          <dt>{t('liquidity.held')}</dt>
          <dd>
            <TokenFigure tick={prize.tick} amount={toAdd.held} />
          </dd>
        </WalletFact>
      </WalletFacts>
      {toAdd.overHeld && <WalletAlert role="alert">{t('liquidity.overHeld', { tick: prize.tick })}</WalletAlert>}
    </Section>
  );
}
