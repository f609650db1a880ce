import { inscribeStrings } from '../../intl/areas/inscribe';
import { useKitStrings } from '../../intl/useKitStrings';
import { groupDigits } from '../../primitives/Amount/formatAmount';
import { formatTokenAmount } from '../blindBox/shared/tokenAmount';
import { NumberField } from '../../primitives/NumberField/NumberField';
import { TextField } from '../../primitives/TextField/TextField';
import { Brc20Payment, type Brc20PaymentProps } from './Brc20Payment';
import { Brc20TickSummary } from './Brc20TickSummary';
import { FormHint, FormView } from './brc20Form.styles';
import { mintedTotal } from './mintedTotal';

/** The tick's bounds on a mint, as display strings except the repeat bound. */
export interface Brc20MintLimits {
  limitPerMint: string;
  /** What a new order can still mint. */
  remaining: string;
  /** What orders already paid will mint and the token does not count yet; shown when given. */
  inFlight?: string;
  decimals: number;
  /** The most mint inscriptions one order may make. */
  maxRepeat: number;
  /** The supply left, not the order's own bound, sets `maxRepeat`: the hint says so. */
  repeatBoundBySupply?: boolean;
}

export interface Brc20MintValues {
  /** The amount each mint claims, a decimal as typed. */
  amount: string;
  /** How many mint inscriptions; null while the field is empty. */
  repeat: number | null;
}

export interface Brc20MintFormProps extends Brc20PaymentProps {
  tick: string;
  /** The tick's icon address; its letter stands in without one. */
  icon?: string;
  limits: Brc20MintLimits;
  values: Brc20MintValues;
  onChange: (values: Brc20MintValues) => void;
  errors?: Partial<Record<keyof Brc20MintValues, string>>;
}

/**
 * Minting a BRC-20 token: the tick's limits, the amount per mint and how many mints, what they add up to,
 * then the fee, the costs and Mint.
 */
export function Brc20MintForm({ tick, icon, limits, values, onChange, errors = {}, ...payment }: Brc20MintFormProps) {
  const { t } = useKitStrings(inscribeStrings);
  const total = mintedTotal(values.amount, values.repeat);
  return (
    <FormView>
      <Brc20TickSummary
        tick={tick}
        icon={icon}
        caption={t('mint.limits')}
        facts={[
          { key: 'limitPerMint', label: t('mint.limitPerMint'), value: limits.limitPerMint },
          { key: 'remaining', label: t('mint.remaining'), value: limits.remaining },
          ...(limits.inFlight === undefined
            ? []
            : [{ key: 'inFlight', label: t('mint.inFlight'), value: limits.inFlight }]),
          { key: 'decimals', label: t('mint.decimals'), value: String(limits.decimals) },
        ]}
      />
      <TextField
        label={t('mint.amount')}
        description={t('mint.amountHint', { limit: limits.limitPerMint })}
        value={values.amount}
        onChange={(amount) => onChange({ ...values, amount })}
        errorMessage={errors.amount}
        inputMode="decimal"
        autoComplete="off"
        fullWidth
      />
      <NumberField
        label={t('mint.repeat')}
        description={
          limits.repeatBoundBySupply === true
            ? t('mint.repeatHintBySupply', { max: limits.maxRepeat, remaining: limits.remaining })
            : t('mint.repeatHint', { max: limits.maxRepeat })
        }
        value={values.repeat}
        onChange={(repeat) => onChange({ ...values, repeat })}
        max={limits.maxRepeat}
        errorMessage={errors.repeat}
        fullWidth
      />
      <FormHint>
        {total === null || values.repeat === null
          ? t('mint.totalFormula')
          : t('mint.total', {
              // Grouped like the total: 1,500 × 2 = 3,000.
              amount: formatTokenAmount(values.amount.trim()),
              repeat: groupDigits(BigInt(values.repeat)),
              total,
              tick,
            })}
      </FormHint>
      <Brc20Payment {...payment} label={t('mint.submit')} />
    </FormView>
  );
}
