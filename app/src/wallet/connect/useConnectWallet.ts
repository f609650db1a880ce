import { requestConnection } from './accountSignal';

/**
 * For any screen that needs a wallet (Pay, Buy, /wallet): opens the connect dialog and answers true once a
 * wallet is connected and signed in, false when the user closes the dialog.
 */
export function useConnectWallet(): () => Promise<boolean> {
  return requestConnection;
}
