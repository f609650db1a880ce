import type {
  ButtonColor,
  PaymentOutcome,
  PaymentSnackAction,
  ResultAction,
  SentDummyTransaction,
} from '@ordmarket/ui';
import { proxy } from 'valtio';
import type { ShareSubject } from '../../sharing/share';

/** Spec §2 Result dialog: success offers 'Share it' (for `share`) and maybe a second button; error only a message. */
export type ResultRequest =
  | { type: 'success'; title?: string; message: string; share: ShareSubject; secondaryAction?: ResultAction }
  | { type: 'error'; message: string };

/** Spec §2 Payment snack: success has the spec's own text linking `successHref` (default /wallet). */
export type PaymentSnackRequest =
  | { type: 'success'; successHref?: string; actions?: PaymentSnackAction[] }
  | { type: Exclude<PaymentOutcome, 'success'>; message: string; actions?: PaymentSnackAction[] };

export interface ConfirmRequest {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: ButtonColor;
}

/**
 * An overlay keeps its last request after closing, so the dialog's closing animation still shows its
 * content; `isOpen` alone says whether it is up.
 */
interface Shown<Request> {
  isOpen: boolean;
  request: Request | null;
}

export interface OverlaysState {
  result: Shown<ResultRequest>;
  paymentSnack: Shown<PaymentSnackRequest>;
  confirmation: Shown<ConfirmRequest>;
  /** With the dummy transaction the wallet just sent, when the dialog follows one. */
  readBeforePurchase: Shown<SentDummyTransaction>;
}

export interface OverlaysStore {
  readonly state: OverlaysState;
  showResult(request: ResultRequest): void;
  showPaymentSnack(request: PaymentSnackRequest): void;
  /** Asks the question; answers true on confirm, false on cancel, dismissal or a newer question. */
  confirm(request: ConfirmRequest): Promise<boolean>;
  showReadBeforePurchase(request: SentDummyTransaction): void;
  /** Records the choice of the open question; the dialog closes on its own 200 ms later (spec §9). */
  answerConfirmation(confirmed: boolean): void;
  close(overlay: keyof OverlaysState): void;
}

export function createOverlaysStore(): OverlaysStore {
  const state = proxy<OverlaysState>({
    result: { isOpen: false, request: null },
    paymentSnack: { isOpen: false, request: null },
    confirmation: { isOpen: false, request: null },
    readBeforePurchase: { isOpen: false, request: null },
  });
  // Kept outside the proxy: a promise's resolver is not state anyone renders.
  let answer: ((confirmed: boolean) => void) | undefined;

  const answerConfirmation = (confirmed: boolean): void => {
    const resolve = answer;
    answer = undefined;
    resolve?.(confirmed);
  };

  return {
    state,
    showResult(request) {
      state.result = { isOpen: true, request };
    },
    showPaymentSnack(request) {
      state.paymentSnack = { isOpen: true, request };
    },
    confirm(request) {
      answerConfirmation(false);
      state.confirmation = { isOpen: true, request };
      return new Promise<boolean>((resolve) => {
        answer = resolve;
      });
    },
    showReadBeforePurchase(request) {
      state.readBeforePurchase = { isOpen: true, request };
    },
    answerConfirmation,
    close(overlay) {
      if (overlay === 'confirmation') answerConfirmation(false);
      state[overlay].isOpen = false;
    },
  };
}

/** The app's one overlays store, rendered by AppOverlays. */
export const overlaysStore = createOverlaysStore();

export const showResult = (request: ResultRequest): void => overlaysStore.showResult(request);
export const showPaymentSnack = (request: PaymentSnackRequest): void => overlaysStore.showPaymentSnack(request);
export const confirm = (request: ConfirmRequest): Promise<boolean> => overlaysStore.confirm(request);
export const showReadBeforePurchase = (request: SentDummyTransaction): void =>
  overlaysStore.showReadBeforePurchase(request);
