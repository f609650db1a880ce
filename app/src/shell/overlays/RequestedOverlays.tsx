import { ConfirmDialog, PaymentSnack, ReadBeforePurchaseDialog, ResultDialog } from '@ordmarket/ui';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useShare } from '../../sharing/useShare';
import { overlaysStore, type OverlaysState, type OverlaysStore } from '../../stores/overlays/overlaysStore';

export interface RequestedOverlaysProps {
  /** The app's store unless given (stories and tests pass their own). */
  overlays?: OverlaysStore;
}

/** The dialogs screens ask for through showResult, showPaymentSnack, confirm and showReadBeforePurchase. */
export function RequestedOverlays({ overlays = overlaysStore }: RequestedOverlaysProps) {
  const { result, paymentSnack, confirmation, readBeforePurchase } = useSnapshot(overlays.state);
  const share = useShare();
  const navigate = useNavigate();
  const closer = (overlay: keyof OverlaysState) => (isOpen: boolean) => {
    if (!isOpen) overlays.close(overlay);
  };
  const resultRequest = result.request;
  const snackRequest = paymentSnack.request;
  const question = confirmation.request;

  return (
    <>
      {resultRequest?.type === 'success' && (
        <ResultDialog
          type="success"
          isOpen={result.isOpen}
          onOpenChange={closer('result')}
          title={resultRequest.title}
          message={resultRequest.message}
          onShare={() => share(resultRequest.share)}
          secondaryAction={resultRequest.secondaryAction}
        />
      )}
      {resultRequest?.type === 'error' && (
        <ResultDialog
          type="error"
          isOpen={result.isOpen}
          onOpenChange={closer('result')}
          message={resultRequest.message}
        />
      )}
      {snackRequest?.type === 'success' && (
        <PaymentSnack
          type="success"
          isOpen={paymentSnack.isOpen}
          onOpenChange={closer('paymentSnack')}
          successHref={snackRequest.successHref}
          onNavigate={(href) => void navigate(href)}
          actions={snackRequest.actions}
        />
      )}
      {snackRequest !== null && snackRequest.type !== 'success' && (
        <PaymentSnack
          type={snackRequest.type}
          isOpen={paymentSnack.isOpen}
          onOpenChange={closer('paymentSnack')}
          message={snackRequest.message}
          actions={snackRequest.actions}
        />
      )}
      {question !== null && (
        <ConfirmDialog
          isOpen={confirmation.isOpen}
          onOpenChange={closer('confirmation')}
          title={question.title}
          message={question.message}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          confirmColor={question.confirmColor}
          onConfirm={() => overlays.answerConfirmation(true)}
          onCancel={() => overlays.answerConfirmation(false)}
        />
      )}
      <ReadBeforePurchaseDialog
        isOpen={readBeforePurchase.isOpen}
        onOpenChange={closer('readBeforePurchase')}
        sent={readBeforePurchase.request ?? undefined}
      />
    </>
  );
}
