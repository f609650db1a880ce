import { inscribeStrings } from '../../intl/areas/inscribe';
import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button } from '../../primitives/Button/Button';
import type { MintPayState } from '../MintDrawer/MintOrder';
import { NotEnoughFundsWarning } from '../MintDrawer/NotEnoughFundsWarning';

/** Where a BRC-20 form's button stands: a mint order's pay states, plus 'invalid' while a field is wrong. */
export type Brc20SubmitState = MintPayState | 'invalid';

interface Brc20SubmitButtonProps {
  state: Brc20SubmitState;
  /** What the button does when ready: 'Deploy', 'Mint' or 'Inscribe'. */
  label: string;
  onSubmit: () => void;
  onConnectWallet: () => void;
}

/**
 * The form's last row: a warning when the wallet cannot cover the order, then the button. With no wallet
 * it connects one; it waits while the fee is worked out, a field is wrong or funds are short.
 */
export function Brc20SubmitButton({ state, label, onSubmit, onConnectWallet }: Brc20SubmitButtonProps) {
  const { t } = useKitStrings(inscribeStrings);
  const mint = useKitStrings(mintStrings);
  const text =
    state === 'calculatingFee'
      ? mint.t('order.calculatingFee')
      : state === 'noWallet'
        ? t('submit.connectWallet')
        : label;
  return (
    <>
      {state === 'notEnoughFunds' && <NotEnoughFundsWarning />}
      <Button
        size="large"
        fullWidth
        isDisabled={state === 'calculatingFee' || state === 'invalid' || state === 'notEnoughFunds'}
        isLoading={state === 'paying'}
        onPress={state === 'noWallet' ? onConnectWallet : onSubmit}
      >
        {text}
      </Button>
    </>
  );
}
