import type { Brc20PaymentProps } from '@ordmarket/ui';
import { useSnapshot } from 'valtio';
import type { ApiCallError } from '../api/ApiCallError';
import { useConnectWallet } from '../wallet/connect/useConnectWallet';
import { useSignedIn } from '../wallet/connect/useSignedIn';
import { configStore, walletStore } from '../stores';
import { inscribeSubmitState } from './inscribeSubmitState';
import { useInscribeCost, type CostRequest } from './useInscribeCost';
import { useFeeTier } from '../fees/useFeeTier';
import { useInscriptionPayment, type InscriptionPaymentFlow } from './useInscriptionPayment';
import { useOrderRefusal } from './useOrderRefusal';

export interface InscribeOrderFormParts {
  /** Which values the form holds now (e.g. their JSON): a refusal to open an order stands until they change. */
  readonly valuesKey: string;
  /** What to price at a fee rate, or null while the fields are not ready to be priced. */
  readonly costRequest: (feeRate: number) => CostRequest | null;
  /** Every field filled in and right by the app's own checks. */
  readonly isReady: boolean;
  /** Something else is paying meanwhile (a wallet inscribing on its own). */
  readonly isBusy?: boolean;
}

export interface InscribeOrderForm {
  /** Whole sats/vB of the chosen tier; null while it is unknown. */
  readonly feeRate: number | null;
  readonly payment: InscriptionPaymentFlow;
  /** The market's refusal (pricing or opening the order) of the request field named, for the form to show. */
  readonly refused: (field: string) => string | undefined;
  /** Keeps a refusal to open the order for the values it was about. */
  readonly remember: (refusal: ApiCallError | null) => void;
  /** The form's fee, cost and button props; what its button does is the caller's. */
  readonly paymentProps: Omit<Brc20PaymentProps, 'onSubmit'>;
}

/**
 * What the deploy, mint and transfer drawers share: the fee tier, the order priced as its values change, the
 * market's refusals under their fields, the button's state, and paying the order once it is opened.
 */
export function useInscribeOrderForm({
  valuesKey,
  costRequest,
  isReady,
  isBusy = false,
}: InscribeOrderFormParts): InscribeOrderForm {
  const wallet = useSnapshot(walletStore.state);
  const { usdRate } = useSnapshot(configStore.state);
  const isSignedIn = useSignedIn();
  const connectWallet = useConnectWallet();
  const { feeRate, feePicker } = useFeeTier();
  const payment = useInscriptionPayment();
  const placing = useOrderRefusal(valuesKey);
  const { cost, refusal: costRefusal } = useInscribeCost(feeRate === null ? null : costRequest(feeRate));
  const refusal = costRefusal ?? placing.refusal;
  // A field missing or wrong, or values the market refused: no fee will come until the trader changes them.
  const isPriceable = isReady && refusal === null;
  return {
    feeRate,
    payment,
    refused: (field) => (refusal?.field === field ? refusal.message : undefined),
    remember: placing.remember,
    paymentProps: {
      feePicker: feePicker(cost?.txSize, isPriceable),
      cost,
      usdPerBtc: usdRate,
      submitState: inscribeSubmitState({
        isReady: isPriceable,
        feeRate,
        hasCosts: cost !== null,
        isConnected: wallet.isConnect && isSignedIn,
        confirmedSats: wallet.balance.confirmed,
        totalSats: BigInt(cost?.total ?? 0),
        isPaying: payment.isPaying || isBusy,
      }),
      onConnectWallet: () => void connectWallet(),
    },
  };
}
