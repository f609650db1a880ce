import { readCountText } from '@ordmarket/protocol/units';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useAmountProblemText } from '../../../amountText/useAmountProblemText';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { Amount } from '../../../primitives/Amount/Amount';
import { formatBtc, formatPercent, noValue } from '../../../primitives/Amount/formatAmount';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import { TextField } from '../../../primitives/TextField/TextField';
import type { BoxPrize, Brc20Amount, HeldInscription } from '../shared/blindBoxTypes';
import { WalletAlert, WalletFact, WalletFacts, WalletNote, WalletView } from '../shared/boxBalance.styles';
import { ChosenInscriptions } from '../shared/ChosenInscriptions';
import { ReturnedPrizes } from './ReturnedPrizes';
import { TokenLiquidity, tokenPrizesToAdd } from './TokenLiquidity';

export type LiquidityMode = 'btc' | 'brc20' | 'inscriptions';

export interface AddLiquidityFormProps {
  houseName: string;
  /** The house's one BTC prize value: BTC liquidity comes in prizes of it. */
  btcPrizeSats: number;
  /** Confirmed BTC in the box balance, which pays for BTC prizes. */
  balanceSats: number;
  /** The house's one BRC-20 prize, when it has BRC-20 prizes: BRC-20 liquidity comes in prizes of it. */
  brc20Prize?: Brc20Amount;
  /** The BRC-20 held in the box, one amount per tick, which pays for BRC-20 prizes. */
  tokens?: readonly Brc20Amount[];
  mode: LiquidityMode;
  onModeChange: (mode: LiquidityMode) => void;
  /** How many BTC or BRC-20 prizes (as the mode says) to add, as typed. */
  prizeCount: string;
  onPrizeCountChange: (value: string) => void;
  /** The inscriptions chosen to add. */
  inscriptions: readonly HeldInscription[];
  onChooseInscriptions: () => void;
  /** The provider's share of the pool once this is added, 0 to 1, as the service works it out. */
  shareAfter: number;
  onSubmit: () => void;
  submitting?: boolean;
  error?: string;
}

const percentOf = (share: number) => formatPercent(share * 100, { signed: false });

/**
 * Adding liquidity to a house: BTC prizes of the house's prize value from the box balance, BRC-20 prizes of its
 * token prize from the tokens held, or inscriptions; what they fund (prizes anyone can win) and earn (a pro-rata
 * share of open fees), and the share after.
 */
export function AddLiquidityForm({
  houseName,
  btcPrizeSats,
  balanceSats,
  brc20Prize,
  tokens = [],
  mode,
  onModeChange,
  prizeCount,
  onPrizeCountChange,
  inscriptions,
  onChooseInscriptions,
  shareAfter,
  onSubmit,
  submitting = false,
  error,
}: AddLiquidityFormProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  const problemText = useAmountProblemText();
  const countReading = readCountText(prizeCount);
  const count = countReading.ok ? Number(countReading.units) : null;
  const total = count === null ? null : BigInt(count) * BigInt(btcPrizeSats);
  const overBalance = total !== null && total > BigInt(balanceSats);
  const tokenPrizes =
    brc20Prize === undefined ? null : { prize: brc20Prize, toAdd: tokenPrizesToAdd(brc20Prize, count, tokens) };
  const canAdd =
    mode === 'btc'
      ? total !== null && total > 0n && !overBalance
      : mode === 'brc20'
        ? tokenPrizes?.toAdd.canAdd === true
        : inscriptions.length > 0;
  return (
    <WalletView>
      <Section>
        <SectionTitle>{houseName}</SectionTitle>
        <WalletNote>{t('liquidity.addExplain')}</WalletNote>
      </Section>
      <Tabs<LiquidityMode>
        label={t('liquidity.mode')}
        tabs={[
          { id: 'btc', label: t('liquidity.btcMode') },
          ...(tokenPrizes === null ? [] : [{ id: 'brc20' as const, label: t('liquidity.brc20Mode') }]),
          { id: 'inscriptions', label: t('liquidity.inscriptionsMode') },
        ]}
        selectedTab={mode}
        onSelectionChange={onModeChange}
      >
        {(tab) =>
          tab === 'btc' ? (
            <Section>
              <TextField
                label={t('liquidity.prizeCount')}
                description={t('liquidity.prizeValue', { value: formatBtc(btcPrizeSats) })}
                value={prizeCount}
                onChange={onPrizeCountChange}
                inputMode="numeric"
                autoComplete="off"
                errorMessage={problemText(countReading, { kind: 'count' })}
                fullWidth
              />
              <WalletFacts>
                <WalletFact>
                  <dt>
                    {count === null
                      ? t('liquidity.total')
                      : t('liquidity.totalOf', { prizes: count, value: formatBtc(btcPrizeSats) })}
                  </dt>
                  <dd>{total === null ? noValue : <Amount sats={total} size="small" />}</dd>
                </WalletFact>
                <WalletFact>
                  <dt>{t('balance')}</dt>
                  <dd>
                    <Amount sats={balanceSats} size="small" />
                  </dd>
                </WalletFact>
              </WalletFacts>
              {overBalance && <WalletAlert role="alert">{t('liquidity.overBalance')}</WalletAlert>}
            </Section>
          ) : tab === 'brc20' && tokenPrizes !== null ? (
            <TokenLiquidity
              {...tokenPrizes}
              prizeCount={prizeCount}
              onPrizeCountChange={onPrizeCountChange}
              count={count}
            />
          ) : (
            <Section>
              {inscriptions.length === 0 ? (
                <WalletNote>{t('liquidity.noInscriptions')}</WalletNote>
              ) : (
                <ChosenInscriptions label={t('liquidity.chosen')} inscriptions={inscriptions} />
              )}
              <Button variant="outlined" fullWidth onPress={onChooseInscriptions}>
                {t('make.choose')}
              </Button>
            </Section>
          )
        }
      </Tabs>
      <WalletFacts>
        <WalletFact>
          <dt>{t('liquidity.shareAfter')}</dt>
          <dd>{percentOf(shareAfter)}</dd>
        </WalletFact>
      </WalletFacts>
      {error && <WalletAlert role="alert">{error}</WalletAlert>}
      <Button size="large" fullWidth isDisabled={!canAdd} isLoading={submitting} onPress={onSubmit}>
        {t('liquidity.add')}
      </Button>
    </WalletView>
  );
}

export interface RemoveLiquidityFormProps {
  houseName: string;
  /** The provider's prizes still in the pool: what removing gives back. */
  prizes: readonly BoxPrize[];
  /** The provider's share of the pool, 0 to 1. */
  share: number;
  /** Open fees earned so far, in sats. */
  earnedSats: number;
  onSubmit: () => void;
  submitting?: boolean;
  error?: string;
}

/**
 * Removing liquidity from a house: the provider's share and earnings, the prizes of theirs still in the pool
 * (which come back to the box balance), and a confirm. With nothing left in the pool there is nothing to do.
 */
export function RemoveLiquidityForm({
  houseName,
  prizes,
  share,
  earnedSats,
  onSubmit,
  submitting = false,
  error,
}: RemoveLiquidityFormProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  return (
    <WalletView>
      <Section>
        <SectionTitle>{houseName}</SectionTitle>
        <WalletFacts>
          <WalletFact>
            <dt>{t('liquidity.share')}</dt>
            <dd>{percentOf(share)}</dd>
          </WalletFact>
          <WalletFact>
            <dt>{t('liquidity.earned')}</dt>
            <dd>
              <Amount sats={earnedSats} size="small" />
            </dd>
          </WalletFact>
        </WalletFacts>
      </Section>
      {prizes.length === 0 ? (
        <EmptyState title={t('liquidity.nothingTitle')} description={t('liquidity.nothingDescription')} />
      ) : (
        <Section>
          <SectionTitle>{t('liquidity.comesBack')}</SectionTitle>
          <ReturnedPrizes prizes={prizes} />
          <WalletNote>{t('liquidity.removeExplain')}</WalletNote>
        </Section>
      )}
      {error && <WalletAlert role="alert">{error}</WalletAlert>}
      <Button size="large" fullWidth isDisabled={prizes.length === 0} isLoading={submitting} onPress={onSubmit}>
        {t('liquidity.remove')}
      </Button>
    </WalletView>
  );
}
