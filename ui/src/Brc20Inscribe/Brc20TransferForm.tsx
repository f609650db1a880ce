import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Brc20InscribeCosts, type Brc20InscribeCost } from './Brc20InscribeCosts';
import { Brc20SubmitButton, type Brc20SubmitState } from './Brc20SubmitButton';
import { Brc20TickSummary } from './Brc20TickSummary';
import { FormView } from './brc20Form.styles';

export interface Brc20TransferFormProps {
  tick: string;
  /** The tick's icon address; its letter stands in without one. */
  icon?: string;
  /** The balance free to inscribe a transfer of, written as the amount field takes it, since Max copies it. */
  available: string;
  /** The amount to inscribe, a decimal as typed. */
  amount: string;
  onAmountChange: (amount: string) => void;
  amountError?: string;
  /** The fee tier choice, e.g. a `<FeePicker>` bound to `cost.txSize`. */
  feePicker: ReactNode;
  /** null while the cost is being worked out. */
  cost: Brc20InscribeCost | null;
  /** Dollars per bitcoin, for the costs in USD; 0 or left out shows BTC only. */
  usdPerBtc?: number;
  submitState: Brc20SubmitState;
  onSubmit: () => void;
  onConnectWallet: () => void;
}

/**
 * Inscribing a BRC-20 TRANSFER of part of the available balance, so that part can be listed: the balance,
 * the amount (Max fills in all of it), then the fee, the costs and Inscribe.
 */
export function Brc20TransferForm({
  tick,
  icon,
  available,
  amount,
  onAmountChange,
  amountError,
  feePicker,
  cost,
  usdPerBtc = 0,
  submitState,
  onSubmit,
  onConnectWallet,
}: Brc20TransferFormProps) {
  const { t } = useTranslation('inscribe');
  return (
    <FormView>
      <Brc20TickSummary
        tick={tick}
        icon={icon}
        caption={t('transfer.balance')}
        facts={[{ key: 'available', label: t('transfer.available'), value: available }]}
      />
      <TextField
        label={t('transfer.amount')}
        description={t('transfer.amountHint')}
        value={amount}
        onChange={onAmountChange}
        errorMessage={amountError}
        inputMode="decimal"
        autoComplete="off"
        fullWidth
        endAdornment={
          <Button variant="soft" size="small" onPress={() => onAmountChange(available)}>
            {t('transfer.max')}
          </Button>
        }
      />
      {feePicker}
      <Brc20InscribeCosts cost={cost} usdPerBtc={usdPerBtc} />
      <Brc20SubmitButton
        state={submitState}
        label={t('transfer.submit')}
        onSubmit={onSubmit}
        onConnectWallet={onConnectWallet}
      />
    </FormView>
  );
}
