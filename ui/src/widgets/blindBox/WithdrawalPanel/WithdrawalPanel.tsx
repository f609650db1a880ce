import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { Amount } from '../../../primitives/Amount/Amount';
import { noValue } from '../../../primitives/Amount/formatAmount';
import { Button } from '../../../primitives/Button/Button';
import { CostLines } from '../../../internal/CostLines';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import { TextField } from '../../../primitives/TextField/TextField';
import type { BoxWithdrawal, Brc20Amount, HeldInscription } from '../shared/blindBoxTypes';
import { WalletAlert, WalletFact, WalletFacts, WalletNote, WalletView } from '../shared/boxBalance.styles';
import { InscriptionRadioList } from './InscriptionRadioList';
import { TokenRadioList } from './TokenRadioList';
import { WithdrawalList } from './WithdrawalList';

export type WithdrawalAsset = 'btc' | 'inscription' | 'brc20';

/** What a withdrawal costs, worked out by the service before it is confirmed: in sats. */
export interface WithdrawalQuote {
  networkFeeSats: number;
  /** Everything taken from the box's BTC: the amount (for BTC) plus the network fee. */
  totalSats: number;
}

export interface WithdrawalPanelProps {
  asset: WithdrawalAsset;
  onAssetChange: (asset: WithdrawalAsset) => void;
  /** Confirmed BTC in the box balance. */
  availableSats: number;
  /** The BTC amount to withdraw, as typed. */
  amount: string;
  onAmountChange: (value: string) => void;
  /** Fills the amount with all that can be withdrawn (the caller knows what the fee leaves). */
  onMax: () => void;
  inscriptions: readonly HeldInscription[];
  selectedInscriptionId?: string;
  onSelectInscription: (id: string) => void;
  /** The BRC-20 held in the box, one amount per tick. */
  tokens: readonly Brc20Amount[];
  selectedTick?: string;
  onSelectTick: (tick: string) => void;
  /** The amount of the chosen tick to withdraw, in whole tokens as typed. */
  tokenAmount: string;
  onTokenAmountChange: (value: string) => void;
  tokenAmountError?: string;
  /** The destination address, as typed. */
  address: string;
  onAddressChange: (value: string) => void;
  addressError?: string;
  amountError?: string;
  /** null until the withdrawal is complete enough to be priced. */
  quote: WithdrawalQuote | null;
  quoting?: boolean;
  onConfirm: () => void;
  confirming?: boolean;
  error?: string;
  /** The user's withdrawals, newest first. */
  withdrawals: readonly BoxWithdrawal[];
}

/**
 * Withdrawing from the box balance on chain: BTC (an amount, or Max), one held inscription, or an amount of a held
 * BRC-20 token (Max fills all of it), to an address. The network fee and the total taken are shown before Confirm,
 * which waits for them; the user's withdrawals follow with their status.
 */
export function WithdrawalPanel({
  asset,
  onAssetChange,
  availableSats,
  amount,
  onAmountChange,
  onMax,
  inscriptions,
  selectedInscriptionId,
  onSelectInscription,
  tokens,
  selectedTick,
  onSelectTick,
  tokenAmount,
  onTokenAmountChange,
  tokenAmountError,
  address,
  onAddressChange,
  addressError,
  amountError,
  quote,
  quoting = false,
  onConfirm,
  confirming = false,
  error,
  withdrawals,
}: WithdrawalPanelProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  return (
    <WalletView>
      <Tabs<WithdrawalAsset>
        label={t('withdraw.asset')}
        tabs={[
          { id: 'btc', label: t('btc') },
          { id: 'inscription', label: t('withdraw.inscription'), count: inscriptions.length },
          { id: 'brc20', label: t('withdraw.brc20'), count: tokens.length },
        ]}
        selectedTab={asset}
        onSelectionChange={onAssetChange}
      >
        {(tab) =>
          tab === 'btc' ? (
            <Section>
              <WalletFacts>
                <WalletFact>
                  <dt>{t('withdraw.available')}</dt>
                  <dd>
                    <Amount sats={availableSats} size="small" />
                  </dd>
                </WalletFact>
              </WalletFacts>
              <WithdrawalAmount
                value={amount}
                onChange={onAmountChange}
                error={amountError}
                unit={t('btc')}
                onMax={onMax}
              />
            </Section>
          ) : tab === 'inscription' ? (
            <InscriptionRadioList
              inscriptions={inscriptions}
              selectedId={selectedInscriptionId}
              onSelect={onSelectInscription}
            />
          ) : (
            <TokenWithdrawal
              tokens={tokens}
              selectedTick={selectedTick}
              onSelectTick={onSelectTick}
              amount={tokenAmount}
              onAmountChange={onTokenAmountChange}
              amountError={tokenAmountError}
            />
          )
        }
      </Tabs>
      <TextField
        label={t('withdraw.address')}
        value={address}
        onChange={onAddressChange}
        errorMessage={addressError}
        autoComplete="off"
        spellCheck="false"
        fullWidth
      />
      <div aria-live="polite">
        <CostLines
          usdPerBtc={undefined}
          pendingLabel={quoting ? t('withdraw.calculating') : noValue}
          lines={[
            { key: 'fee', label: t('withdraw.networkFee'), sats: quote?.networkFeeSats ?? null },
            { key: 'total', label: t('withdraw.total'), sats: quote?.totalSats ?? null, isTotal: true },
          ]}
        />
      </div>
      {error && <WalletAlert role="alert">{error}</WalletAlert>}
      <Button size="large" fullWidth isDisabled={quote === null || quoting} isLoading={confirming} onPress={onConfirm}>
        {t('withdraw.confirm')}
      </Button>
      <Section>
        <SectionTitle>{t('withdraw.history')}</SectionTitle>
        <WithdrawalList withdrawals={withdrawals} />
      </Section>
    </WalletView>
  );
}

interface WithdrawalAmountProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** 'BTC' or the tick. */
  unit: string;
  /** Fills in all that can be withdrawn. */
  onMax: () => void;
}

/** How much to withdraw, in the asset's unit, with Max beside it. */
function WithdrawalAmount({ value, onChange, error, unit, onMax }: WithdrawalAmountProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  return (
    <TextField
      label={t('withdraw.amount')}
      value={value}
      onChange={onChange}
      errorMessage={error}
      inputMode="decimal"
      autoComplete="off"
      fullWidth
      endAdornment={
        <>
          {unit}
          <Button variant="soft" size="small" onPress={onMax}>
            {t('withdraw.max')}
          </Button>
        </>
      }
    />
  );
}

interface TokenWithdrawalProps {
  tokens: readonly Brc20Amount[];
  selectedTick: string | undefined;
  onSelectTick: (tick: string) => void;
  amount: string;
  onAmountChange: (value: string) => void;
  amountError: string | undefined;
}

/** The BRC-20 tab: a held tick, then how much of it; Max is all of it, as the fee is paid in BTC. */
function TokenWithdrawal({
  tokens,
  selectedTick,
  onSelectTick,
  amount,
  onAmountChange,
  amountError,
}: TokenWithdrawalProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  const held = tokens.find((token) => token.tick === selectedTick);
  return (
    <Section>
      <TokenRadioList tokens={tokens} selectedTick={selectedTick} onSelect={onSelectTick} />
      {held && (
        <WithdrawalAmount
          value={amount}
          onChange={onAmountChange}
          error={amountError}
          unit={held.tick}
          onMax={() => onAmountChange(held.amount)}
        />
      )}
      {tokens.length > 0 && <WalletNote>{t('withdraw.brc20Fee')}</WalletNote>}
    </Section>
  );
}
