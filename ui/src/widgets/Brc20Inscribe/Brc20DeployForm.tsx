import { inscribeStrings } from '../../intl/areas/inscribe';
import { useKitStrings } from '../../intl/useKitStrings';
import { noValue } from '../../primitives/Amount/formatAmount';
import { ImageUpload } from '../ImageUpload/ImageUpload';
import { TextField } from '../../primitives/TextField/TextField';
import { Brc20Payment, type Brc20PaymentProps } from './Brc20Payment';
import { Brc20TickSummary } from './Brc20TickSummary';
import { FieldErrorText, FormView } from './brc20Form.styles';

/** The deploy fields as typed; the caller checks them against the BRC-20 rules. */
export interface Brc20DeployValues {
  tick: string;
  /** Max supply, a decimal. */
  max: string;
  /** Limit per mint, a decimal. */
  limit: string;
  /** Decimals, 0 to 18. */
  decimals: string;
}

/** An empty deploy: decimals start at 18, BRC-20's default. */
export const brc20DeployDefaults: Brc20DeployValues = { tick: '', max: '', limit: '', decimals: '18' };

export interface Brc20DeployIcon {
  fileName: string;
  dataUrl: string;
}

export interface Brc20DeployFormProps extends Brc20PaymentProps {
  values: Brc20DeployValues;
  onChange: (values: Brc20DeployValues) => void;
  /** The accepted icon, previewed with the tick as the token list will show it. */
  icon: Brc20DeployIcon | null;
  /** An image that passed the upload rule, or null when it is removed. */
  onIconChange: (file: File | null) => void;
  errors?: Partial<Record<keyof Brc20DeployValues | 'icon', string>>;
}

/**
 * Deploying a BRC-20 token: its tick, max supply, limit per mint, decimals and icon, previewed as the token
 * will look, then the fee, the costs and Deploy.
 */
export function Brc20DeployForm({
  values,
  onChange,
  icon,
  onIconChange,
  errors = {},
  ...payment
}: Brc20DeployFormProps) {
  const { t } = useKitStrings(inscribeStrings);
  const set = (field: keyof Brc20DeployValues) => (value: string) => onChange({ ...values, [field]: value });
  const shown = (value: string) => (value.trim() === '' ? noValue : value);
  return (
    <FormView>
      <Brc20TickSummary
        tick={values.tick}
        icon={icon?.dataUrl}
        caption={t('deploy.preview')}
        facts={[
          { key: 'max', label: t('deploy.max'), value: shown(values.max) },
          { key: 'limit', label: t('deploy.limit'), value: shown(values.limit) },
          { key: 'decimals', label: t('deploy.decimals'), value: shown(values.decimals) },
        ]}
      />
      <TextField
        label={t('deploy.tick')}
        description={t('deploy.tickHint')}
        value={values.tick}
        onChange={set('tick')}
        errorMessage={errors.tick}
        maxLength={5}
        autoComplete="off"
        fullWidth
      />
      <TextField
        label={t('deploy.max')}
        description={t('deploy.maxHint')}
        value={values.max}
        onChange={set('max')}
        errorMessage={errors.max}
        inputMode="decimal"
        autoComplete="off"
        fullWidth
      />
      <TextField
        label={t('deploy.limit')}
        description={t('deploy.limitHint')}
        value={values.limit}
        onChange={set('limit')}
        errorMessage={errors.limit}
        inputMode="decimal"
        autoComplete="off"
        fullWidth
      />
      <TextField
        label={t('deploy.decimals')}
        description={t('deploy.decimalsHint')}
        value={values.decimals}
        onChange={set('decimals')}
        errorMessage={errors.decimals}
        inputMode="numeric"
        maxLength={2}
        autoComplete="off"
        fullWidth
      />
      <ImageUpload label={t('deploy.icon')} onChange={onIconChange} />
      {errors.icon && <FieldErrorText>{errors.icon}</FieldErrorText>}
      <Brc20Payment {...payment} label={t('deploy.submit')} />
    </FormView>
  );
}
