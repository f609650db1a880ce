import { Section, SectionTitle } from './boxSection.styles';
import { useTranslation } from 'react-i18next';
import { Amount } from '../Amount/Amount';
import { noValue } from '../Amount/formatAmount';
import { Button } from '../Button/Button';
import { CostLines } from '../internal/CostLines';
import { Tabs } from '../Tabs/Tabs';
import { TextField } from '../TextField/TextField';
import type { BoxWithdrawal, HeldInscription } from './blindBoxTypes';
import { WalletAlert, WalletFact, WalletFacts, WalletView } from './boxWallet.styles';
import { InscriptionRadioList } from './InscriptionRadioList';
import { WithdrawalList } from './WithdrawalList';

export type WithdrawalAsset = 'btc' | 'inscription';

/** What a withdrawal costs, worked out by the service before it is confirmed: in sats. */
export interface WithdrawalQuote {
  networkFeeSats: number;
  /** Everything taken from the box balance: the amount (for BTC) plus the network fee. */
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
 * Withdrawing from the box balance on chain: BTC (an amount, or Max) or one held inscription, to an address.
 * The network fee and the total taken are shown before Confirm, which waits for them; the user's
 * withdrawals follow with their status.
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
  const { t } = useTranslation('boxWallet');
  return (
    <WalletView>
      <Tabs<WithdrawalAsset>
        label={t('withdraw.asset')}
        tabs={[
          { id: 'btc', label: t('btc') },
          { id: 'inscription', label: t('withdraw.inscription'), count: inscriptions.length },
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
              <TextField
                label={t('withdraw.amount')}
                value={amount}
                onChange={onAmountChange}
                errorMessage={amountError}
                inputMode="decimal"
                autoComplete="off"
                fullWidth
                endAdornment={
                  <>
                    {t('btc')}
                    <Button variant="soft" size="small" onPress={onMax}>
                      {t('withdraw.max')}
                    </Button>
                  </>
                }
              />
            </Section>
          ) : (
            <InscriptionRadioList
              inscriptions={inscriptions}
              selectedId={selectedInscriptionId}
              onSelect={onSelectInscription}
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
