import type { WalletConnector } from '../WalletConnector';
import { connectedSession, refuseUnsupportedAddress, type SessionContext } from './connectedSession';
import type { WalletTransition } from './WalletEffect';
import type { WalletSession } from './WalletSession';

/**
 * The user picks a wallet: its prompt on the market's chain (§8: asked to switch when elsewhere), the address rule
 * (§5), then the session (spec §4: "connect marks connected as xverse", and likewise for the others). 'User
 * Canceled' from the prompt and WrongChainError from a wallet that stays elsewhere reject unchanged.
 */
export async function connectWallet(
  session: WalletSession,
  connector: WalletConnector,
  context: SessionContext,
): Promise<WalletTransition> {
  const connection = await connector.connect(context.marketChains);
  const refused = refuseUnsupportedAddress(session, connection.address, connector.name, context);
  if (refused) return refused;
  const xverse = {
    address: connection.address,
    payment: { address: connection.paymentAddress, publicKey: connection.paymentPublicKey },
  };
  return {
    session: await connectedSession(connector, connection),
    effects: [
      connector.name === 'xverse'
        ? { type: 'rememberWallet', walletName: 'xverse', xverse }
        : { type: 'rememberWallet', walletName: connector.name },
    ],
  };
}
