export { AppOverlays } from './AppOverlays';
export {
  confirm,
  createOverlaysStore,
  overlaysStore,
  showPaymentSnack,
  showReadBeforePurchase,
  showResult,
  type ConfirmRequest,
  type OverlaysState,
  type OverlaysStore,
  type PaymentSnackRequest,
  type ResultRequest,
} from '../../stores/overlays/overlaysStore';
