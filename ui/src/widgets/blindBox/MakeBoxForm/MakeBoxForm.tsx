import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { Amount } from '../../../primitives/Amount/Amount';
import { formatPercent, noValue } from '../../../primitives/Amount/formatAmount';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import type { Brc20Amount, HeldInscription } from '../shared/blindBoxTypes';
import {
  FieldError,
  FieldPair,
  WalletAlert,
  WalletFact,
  WalletFacts,
  WalletNote,
  WalletView,
} from '../shared/boxBalance.styles';
import { countFromInput, prizesTotalSats } from '../shared/btcInput';
import { ChosenInscriptions } from '../shared/ChosenInscriptions';
import { MakeBoxDeposit, type MakeBoxDepositStep } from '../MakeBoxDeposit/MakeBoxDeposit';
import { MakeBoxTokenPrizes, tokenPrizesTotal } from './MakeBoxTokenPrizes';

/** The house's fields as typed. */
export interface MakeBoxValues {
  name: string;
  /** Price per open, in BTC. */
  price: string;
  /** How many BTC prizes, a whole number. */
  btcPrizeCount: string;
  /** The value of each BTC prize, in BTC. */
  btcPrizeValue: string;
  /** The tick of the BRC-20 prizes, one held in the box; '' for none. */
  brc20Tick: string;
  /** How many BRC-20 prizes, a whole number. */
  brc20PrizeCount: string;
  /** The tokens in each BRC-20 prize, in whole tokens. */
  brc20PrizeAmount: string;
}

export type MakeBoxField = keyof MakeBoxValues | 'inscriptions';

export interface MakeBoxFormProps {
  values: MakeBoxValues;
  onChange: (values: MakeBoxValues) => void;
  /** The caller's checks, shown under their fields. */
  errors?: Partial<Record<MakeBoxField, string>>;
  /** The inscriptions chosen for the pool. */
  inscriptions: readonly HeldInscription[];
  onChooseInscriptions: () => void;
  onRemoveInscription: (id: string) => void;
  /** Confirmed BTC in the box balance: the BTC prizes are paid from it. */
  balanceSats: number;
  /** The BRC-20 held in the box, one amount per tick: BRC-20 prizes are offered only when there is some. */
  tokens: readonly Brc20Amount[];
  onSubmit: () => void;
  submitting?: boolean;
  error?: string;
  /** Once the house is made: its deposit step, which takes the form's place. */
  deposit?: MakeBoxDepositStep;
}

/**
 * Making a house (a series of boxes): its name, price per open, BTC and BRC-20 prizes from the box balance and
 * inscriptions from the wallet, with the odds each kind of prize starts at; then the deposit step.
 */
export function MakeBoxForm({
  values,
  onChange,
  errors = {},
  inscriptions,
  onChooseInscriptions,
  onRemoveInscription,
  balanceSats,
  tokens,
  onSubmit,
  submitting = false,
  error,
  deposit,
}: MakeBoxFormProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  if (deposit) return <MakeBoxDeposit {...deposit} />;
  const set = (field: keyof MakeBoxValues) => (value: string) => onChange({ ...values, [field]: value });
  const btcTotal = prizesTotalSats(values.btcPrizeCount, values.btcPrizeValue);
  const overBalance = btcTotal !== null && btcTotal > BigInt(balanceSats);
  const btcCount = countFromInput(values.btcPrizeCount) ?? 0;
  const offersTokens = tokens.length > 0;
  const tokenPrizes = tokenPrizesTotal(values, tokens);
  const brc20Count = offersTokens ? (countFromInput(values.brc20PrizeCount) ?? 0) : 0;
  const prizeCount = btcCount + brc20Count + inscriptions.length;
  const odds = (count: number) => formatPercent((count / prizeCount) * 100, { signed: false });
  return (
    <WalletView>
      <TextField
        label={t('make.name')}
        value={values.name}
        onChange={set('name')}
        errorMessage={errors.name}
        autoComplete="off"
        fullWidth
      />
      <TextField
        label={t('make.price')}
        description={t('make.priceHint')}
        value={values.price}
        onChange={set('price')}
        errorMessage={errors.price}
        endAdornment={t('btc')}
        inputMode="decimal"
        autoComplete="off"
        fullWidth
      />
      <Section>
        <SectionTitle>{t('make.btcPrizes')}</SectionTitle>
        <WalletNote>{t('make.btcPrizesHint')}</WalletNote>
        <FieldPair>
          <TextField
            label={t('make.prizeCount')}
            value={values.btcPrizeCount}
            onChange={set('btcPrizeCount')}
            errorMessage={errors.btcPrizeCount}
            inputMode="numeric"
            autoComplete="off"
            fullWidth
          />
          <TextField
            label={t('make.prizeValue')}
            value={values.btcPrizeValue}
            onChange={set('btcPrizeValue')}
            errorMessage={errors.btcPrizeValue}
            endAdornment={t('btc')}
            inputMode="decimal"
            autoComplete="off"
            fullWidth
          />
        </FieldPair>
        <WalletFacts>
          <WalletFact>
            <dt>{t('make.fromBalance')}</dt>
            <dd>{btcTotal === null ? noValue : <Amount sats={btcTotal} size="small" />}</dd>
          </WalletFact>
          <WalletFact>
            <dt>{t('balance')}</dt>
            <dd>
              <Amount sats={balanceSats} size="small" />
            </dd>
          </WalletFact>
        </WalletFacts>
        {overBalance && <WalletAlert role="alert">{t('make.overBalance')}</WalletAlert>}
      </Section>
      {offersTokens && <MakeBoxTokenPrizes tokens={tokens} values={values} onChange={set} errors={errors} />}
      <Section>
        <SectionTitle>{t('make.inscriptions')}</SectionTitle>
        {inscriptions.length === 0 ? (
          <WalletNote>{t('make.noInscriptions')}</WalletNote>
        ) : (
          <ChosenInscriptions label={t('make.chosen')} inscriptions={inscriptions} onRemove={onRemoveInscription} />
        )}
        {errors.inscriptions && <FieldError>{errors.inscriptions}</FieldError>}
        <Button variant="outlined" fullWidth onPress={onChooseInscriptions}>
          {t('make.choose')}
        </Button>
      </Section>
      <Section>
        <SectionTitle>{t('make.summary')}</SectionTitle>
        <WalletFacts>
          <WalletFact>
            <dt>{t('make.totalPrizes')}</dt>
            <dd>{prizeCount}</dd>
          </WalletFact>
          {prizeCount > 0 && (
            <>
              <WalletFact>
                <dt>{t('make.oddsInscription')}</dt>
                <dd>{odds(inscriptions.length)}</dd>
              </WalletFact>
              <WalletFact>
                <dt>{t('make.oddsBtc')}</dt>
                <dd>{odds(btcCount)}</dd>
              </WalletFact>
              {offersTokens && (
                <WalletFact>
                  <dt>{t('make.oddsBrc20')}</dt>
                  <dd>{odds(brc20Count)}</dd>
                </WalletFact>
              )}
            </>
          )}
        </WalletFacts>
        {prizeCount === 0 && <WalletNote>{t('make.noPrizes')}</WalletNote>}
      </Section>
      {error && <WalletAlert role="alert">{error}</WalletAlert>}
      <Button
        size="large"
        fullWidth
        isDisabled={prizeCount === 0 || overBalance || tokenPrizes.overHeld}
        isLoading={submitting}
        onPress={onSubmit}
      >
        {t('make.submit')}
      </Button>
    </WalletView>
  );
}
