import type { ReactNode } from 'react';
import { Brc20InscribeCosts, type Brc20InscribeCost } from './Brc20InscribeCosts';
import { Brc20SubmitButton, type Brc20SubmitState } from './Brc20SubmitButton';

/** What every BRC-20 inscribe form takes to be paid for: the fee choice, the costs and its button. */
export interface Brc20PaymentProps {
  /**
   * The fee tier choice, e.g. a `<FeePicker>` bound to `cost.txSize`, told the form cannot be priced while the
   * submit state is 'invalid'.
   */
  feePicker: ReactNode;
  /** null while the cost is being worked out. */
  cost: Brc20InscribeCost | null;
  /** Dollars per bitcoin, for the costs in USD; 0 or left out shows BTC only. */
  usdPerBtc?: number;
  submitState: Brc20SubmitState;
  onSubmit: () => void;
  onConnectWallet: () => void;
}

/** A form's last rows: the fee, what the order costs, and the button saying `label` (Deploy, Mint, Inscribe). */
export function Brc20Payment({
  label,
  feePicker,
  cost,
  usdPerBtc = 0,
  submitState,
  onSubmit,
  onConnectWallet,
}: Brc20PaymentProps & { label: string }) {
  return (
    <>
      {feePicker}
      {/* A form with a field missing or wrong cannot be priced: its costs wait for it, not for a calculation. */}
      <Brc20InscribeCosts cost={cost} usdPerBtc={usdPerBtc} isPriceable={submitState !== 'invalid'} />
      <Brc20SubmitButton state={submitState} label={label} onSubmit={onSubmit} onConnectWallet={onConnectWallet} />
    </>
  );
}
