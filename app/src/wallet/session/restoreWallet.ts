import { networkOfChain } from '../chain/walletChain';
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
 * xverse from its stored address, the devnet wallet from its stored key. Addresses are checked again (§5). A wallet
 * that moved off the market's chain meanwhile is not restored: asking it back would be a prompt nobody asked for,
 * and connecting asks for the chain anyway.
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
      if (!context.marketChains.accepted.includes(await connectors.unisat.getChain())) return nothingToRestore;
      return onUnisatAccountsChanged(disconnectedSession, accounts, connectors.unisat, context);
    }
    case 'xverse': {
      const address = stored.xverseAddress;
      if (!address) return nothingToRestore;
      const refused = refuseUnsupportedAddress(disconnectedSession, address, 'xverse', context);
      if (refused) return refused;
      const xverse = connectors.xverse;
      // Asking Xverse for its chain may need a permission a restored session no longer has: unknown then.
      const chain = await xverse.getChain().catch(() => undefined);
      if (chain !== undefined && !context.marketChains.accepted.includes(chain)) return nothingToRestore;
      const network = chain === undefined ? '' : networkOfChain(chain);
      // The ordinals address's public key is not kept; it comes back with the next connect.
      const payment = stored.xversePayment ?? { address, publicKey: '' };
      xverse.restore({ ordinals: address, ordinalsPublicKey: '', payment });
      const [accounts, balance] = await Promise.all([xverse.getAccounts(), xverse.getBalance()]);
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
