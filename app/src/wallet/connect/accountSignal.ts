import { proxy } from 'valtio';

/**
 * What the wallet parts of the screen share: whether the connect dialog is open, and a counter bumped when
 * the sign-in tokens change (the token store is plain storage, so nothing else would re-render).
 */
export interface AccountSignal {
  isConnectOpen: boolean;
  tokenChanges: number;
}

export const accountSignal = proxy<AccountSignal>({ isConnectOpen: false, tokenChanges: 0 });

type ConnectOutcome = (isConnected: boolean) => void;
const waitingForConnect = new Set<ConnectOutcome>();

/** Opens the connect dialog; resolves true once a wallet is connected and signed in, false if it is closed. */
export function requestConnection(): Promise<boolean> {
  accountSignal.isConnectOpen = true;
  return new Promise((resolve) => waitingForConnect.add(resolve));
}

/** Closes the dialog and settles every request waiting on it. */
export function finishConnection(isConnected: boolean): void {
  accountSignal.isConnectOpen = false;
  for (const settle of waitingForConnect) settle(isConnected);
  waitingForConnect.clear();
}

export function tokensChanged(): void {
  accountSignal.tokenChanges += 1;
}
