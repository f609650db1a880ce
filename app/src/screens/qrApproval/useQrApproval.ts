import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../../services/useShowError';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { connectorFor, useWalletConnectors } from '../../wallet/connect/walletConnectors';
import { approveQrSignIn } from './approveQrSignIn';
import {
  approvalFailure,
  secondsLeft,
  stateOfReadFailure,
  stateOfRequest,
  type QrApprovalState,
} from './qrApprovalState';

export interface QrApproval {
  readonly state: QrApprovalState;
  /** Seconds until the code expires while it is open; 0 otherwise. */
  readonly secondsLeft: number;
  /** The connected wallet signs the request's message and the server approves the other device. */
  readonly approve: () => Promise<void>;
  /** Reads the request again after it could not be read. */
  readonly retry: () => void;
}

/** The approving side of a QR sign-in, for the code `requestId`; `clock` answers the time in ms (stories fix it). */
export function useQrApproval(requestId: string, clock: () => number): QrApproval {
  const { t } = useTranslation('account');
  const { api, toaster } = useAppServices();
  const showError = useShowError();
  const connectors = useWalletConnectors();
  const [state, setState] = useState<QrApprovalState>({ kind: 'loading' });
  const [nowMs, setNow] = useState(clock);

  const read = useCallback(() => {
    api.post('/api/v1/user/ordinals/get_qrcode_request', { qrcode_id: requestId }).then(
      (answer) => {
        setState(stateOfRequest(answer, clock()));
        setNow(clock());
      },
      (error: unknown) => {
        setState(stateOfReadFailure(error));
      },
    );
  }, [api, clock, requestId]);
  useEffect(read, [read]);

  const left = state.kind === 'ready' ? secondsLeft(state.request.deadlineMs, nowMs) : 0;
  // Run out while nobody was approving: closed. An approval under way is answered by the server instead.
  const shown: QrApprovalState =
    state.kind === 'ready' && !state.isApproving && left === 0 ? { kind: 'closed' } : state;

  const isCountingDown = shown.kind === 'ready';
  useEffect(() => {
    if (!isCountingDown) return;
    const timer = setInterval(() => {
      setNow(clock());
    }, 1_000);
    return () => {
      clearInterval(timer);
    };
  }, [clock, isCountingDown]);

  const approve = async () => {
    const { walletName, address, publicKey } = walletStore.state;
    if (shown.kind !== 'ready' || walletName === null) return;
    setState({ ...shown, isApproving: true });
    try {
      const request = { requestId, message: shown.request.message };
      await approveQrSignIn(api, connectorFor(connectors, walletName), { address, publicKey }, request);
      setState({ kind: 'approved' });
    } catch (error) {
      const failure = approvalFailure(error);
      if (failure.kind === 'cancelled') toaster.show('error', t('qrApprove.cancelled'));
      if (failure.kind === 'walletError') showError(failure.error);
      setState(failure.kind === 'closed' ? { kind: 'closed' } : { ...shown, isApproving: false });
    }
  };

  const retry = () => {
    setState({ kind: 'loading' });
    read();
  };

  return { state: shown, secondsLeft: left, approve, retry };
}
