import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { noValue } from '../../../primitives/Amount/formatAmount';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import type { Brc20Amount } from '../shared/blindBoxTypes';
import { FieldPair, WalletAlert, WalletFact, WalletFacts, WalletNote } from '../shared/boxBalance.styles';
import { countFromInput } from '../shared/btcInput';
import type { MakeBoxField, MakeBoxValues } from './MakeBoxForm';
import { TokenFigure } from '../shared/TokenFigure';
import { formatTokenAmount, tokensTaken } from '../shared/tokenAmount';

export interface TokenPrizesTotal {
  /** The tick's holding in the box, once a held tick is chosen. */
  held: Brc20Amount | undefined;
  /** What the prizes take, in whole tokens; null while the count or the size is not a number yet. */
  total: string | null;
  /** The prizes take more of the tick than the box holds (compared exactly, as decimals). */
  overHeld: boolean;
}

/** What the typed BRC-20 prizes take from the chosen tick's holding. */
export function tokenPrizesTotal(values: MakeBoxValues, tokens: readonly Brc20Amount[]): TokenPrizesTotal {
  const held = tokens.find((token) => token.tick === values.brc20Tick);
  const { total, overHeld } = tokensTaken(
    values.brc20PrizeAmount,
    countFromInput(values.brc20PrizeCount),
    held?.amount,
  );
  return { held, total, overHeld };
}

interface MakeBoxTokenPrizesProps {
  /** The BRC-20 held in the box: the prizes' tokens come out of it. */
  tokens: readonly Brc20Amount[];
  values: MakeBoxValues;
  onChange: (field: keyof MakeBoxValues) => (value: string) => void;
  errors: Partial<Record<MakeBoxField, string>>;
}

/** A house's BRC-20 prizes: a held tick, how many prizes and the tokens in each, against what the box holds. */
export function MakeBoxTokenPrizes({ tokens, values, onChange, errors }: MakeBoxTokenPrizesProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  const { held, total, overHeld } = tokenPrizesTotal(values, tokens);
  return (
    <Section>
      <SectionTitle>{t('make.brc20Prizes')}</SectionTitle>
      <WalletNote>{t('make.brc20PrizesHint')}</WalletNote>
      <Select
        label={t('make.token')}
        placeholder={t('make.chooseToken')}
        options={tokens.map((token) => ({
          id: token.tick,
          label: t('make.heldToken', { tick: token.tick, amount: formatTokenAmount(token.amount) }),
        }))}
        value={held === undefined ? null : held.tick}
        onChange={onChange('brc20Tick')}
        errorMessage={errors.brc20Tick}
        fullWidth
      />
      <FieldPair>
        <TextField
          label={t('make.tokenPrizeCount')}
          value={values.brc20PrizeCount}
          onChange={onChange('brc20PrizeCount')}
          errorMessage={errors.brc20PrizeCount}
          inputMode="numeric"
          autoComplete="off"
          fullWidth
        />
        <TextField
          label={t('make.tokenPrizeAmount')}
          value={values.brc20PrizeAmount}
          onChange={onChange('brc20PrizeAmount')}
          errorMessage={errors.brc20PrizeAmount}
          endAdornment={held?.tick}
          inputMode="decimal"
          autoComplete="off"
          fullWidth
        />
      </FieldPair>
      {held && (
        <WalletFacts>
          <WalletFact>
            <dt>{t('make.fromTokens')}</dt>
            <dd>{total === null ? noValue : <TokenFigure tick={held.tick} amount={total} />}</dd>
          </WalletFact>
          <WalletFact>
            <dt>{t('make.held')}</dt>
            <dd>
              <TokenFigure tick={held.tick} amount={held.amount} />
            </dd>
          </WalletFact>
        </WalletFacts>
      )}
      {overHeld && held && <WalletAlert role="alert">{t('make.overHeld', { tick: held.tick })}</WalletAlert>}
    </Section>
  );
}
