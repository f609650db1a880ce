import type { DevnetConnector } from '../devnet/devnetConnector';
import type { WalletConnector } from '../WalletConnector';
import type { XverseConnector, XversePayment } from '../xverse/xverseConnector';
import { connectedSession, refuseUnsupportedAddress, type SessionContext } from './connectedSession';
import { onUnisatAccountsChanged } from './unisatEvents';
import type { WalletTransition } from './WalletEffect';
import { disconnectedSession } from './WalletSession';

/** What was kept locally from the last visit (spec §3: wallet choice, xverse address). */
export interface StoredWallet {
  readonly walletChoice: string | null;
  readonly xverseAddress: string | null;
  /** Null when kept by a version that did not keep it: the session then pays from the xverse address. */
  readonly xversePayment: XversePayment | null;
}

export interface RestoreConnectors {
  readonly unisat: WalletConnector;
  readonly xverse: XverseConnector;
  /** Absent when the server does not run the devnet. */
  readonly devnet?: DevnetConnector;
}

const nothingToRestore: WalletTransition = { session: disconnectedSession, effects: [] };

/**
 * Spec §4, wallet restore on load, without any prompt: unisat from the accounts the extension already shares,
 * xverse from its stored address, the devnet wallet from its stored key. Addresses are checked again (§5).
 */
export async function restoreWallet(
  stored: StoredWallet,
  connectors: RestoreConnectors,
  context: SessionContext,
): Promise<WalletTransition> {
  switch (stored.walletChoice) {
    case 'unisat': {
      if (!connectors.unisat.isAvailable()) return nothingToRestore;
      const accounts = await connectors.unisat.getAccounts();
      if (accounts.length === 0) return nothingToRestore;
      return onUnisatAccountsChanged(disconnectedSession, accounts, connectors.unisat, context);
    }
    case 'xverse': {
      const address = stored.xverseAddress;
      if (!address) return nothingToRestore;
      const refused = refuseUnsupportedAddress(disconnectedSession, address, 'xverse', context);
      if (refused) return refused;
      // The ordinals address's public key is not kept; it comes back with the next connect.
      const xverse = connectors.xverse;
      const payment = stored.xversePayment ?? { address, publicKey: '' };
      xverse.restore({ ordinals: address, ordinalsPublicKey: '', payment });
      const [accounts, balance] = await Promise.all([xverse.getAccounts(), xverse.getBalance()]);
      // Asking Xverse for its network may need a permission a restored session no longer has: unknown then.
      const network = await xverse.getNetwork().catch(() => '' as const);
      const session = {
        isConnect: true,
        walletName: 'xverse',
        address,
        accounts,
        publicKey: '',
        paymentAddress: payment.address,
        paymentPublicKey: payment.publicKey,
      } as const;
      return { session: { ...session, balance, network }, effects: [] };
    }
    case 'devnet': {
      const devnet = connectors.devnet;
      if (!devnet?.hasStoredKey()) return nothingToRestore;
      const connection = await devnet.connect();
      return { session: await connectedSession(devnet, connection), effects: [] };
    }
    default:
      return nothingToRestore;
  }
}
