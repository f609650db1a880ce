import { formatTokenAmount } from '../blindBox/shared/tokenAmount';
import { inscribeStrings } from '../../intl/areas/inscribe';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { Brc20Payment, type Brc20PaymentProps } from './Brc20Payment';
import { Brc20TickSummary } from './Brc20TickSummary';
import { FormView } from './brc20Form.styles';

export interface Brc20TransferFormProps extends Brc20PaymentProps {
  tick: string;
  /** The tick's icon address; its letter stands in without one. */
  icon?: string;
  /** The balance free to inscribe a transfer of, written as the amount field takes it, since Max copies it. */
  available: string;
  /** The amount to inscribe, a decimal as typed. */
  amount: string;
  onAmountChange: (amount: string) => void;
  amountError?: string;
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
  ...payment
}: Brc20TransferFormProps) {
  const { t } = useKitStrings(inscribeStrings);
  return (
    <FormView>
      <Brc20TickSummary
        tick={tick}
        icon={icon}
        caption={t('transfer.balance')}
        facts={[{ key: 'available', label: t('transfer.available'), value: formatTokenAmount(available) }]}
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
      <Brc20Payment {...payment} label={t('transfer.submit')} />
    </FormView>
  );
}
