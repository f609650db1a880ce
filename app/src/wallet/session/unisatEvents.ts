import { networkOfChain, type WalletChain } from '../chain/walletChain';
import type { WalletConnector } from '../WalletConnector';
import { connectedSession, refuseUnsupportedAddress, type SessionContext } from './connectedSession';
import { disconnect } from './logoutAndDisconnect';
import type { WalletTransition } from './WalletEffect';
import type { WalletSession } from './WalletSession';

/**
 * Spec §4, unisat accounts change: an empty list disconnects and clears everything; a first account other
 * than the current address is checked (§5) and either refused with the wallet disconnected, or stored as the
 * unisat session with its public key, balance and network fetched.
 */
export async function onUnisatAccountsChanged(
  session: WalletSession,
  accounts: readonly string[],
  unisat: WalletConnector,
  context: SessionContext,
): Promise<WalletTransition> {
  const [first] = accounts;
  if (first === undefined) return disconnect(session);
  if (first === session.address) return { session, effects: [] };
  const refused = refuseUnsupportedAddress(session, first, 'unisat', context);
  if (refused) {
    // Moving between mainnet and a test chain, UniSat announces the new chain's address before the chain itself. A
    // wallet that left the market's chain is the chain change's to handle (asked back, let go if it stays), not a
    // wallet type the market refuses.
    const left = !context.marketChains.accepted.includes(await unisat.getChain());
    return left ? { session, effects: [] } : refused;
  }
  return {
    session: await connectedSession(unisat, { address: first, accounts }),
    effects: [{ type: 'rememberWallet', walletName: 'unisat' }],
  };
}

/**
 * Spec §4, unisat network change (only when unisat is the stored wallet): the chain's network is recorded; on one
 * of the market's chains the popup is cleared and the data reloaded, on any other the wallet is asked back (§8).
 * A trader who keeps it there is disconnected (askToSwitchChain's refusal) rather than left connected beside the
 * market: a session on another chain would show that chain's balance and have the wallet sign for coins the market
 * cannot see. Asking first, and trading only once the wallet is back, is the usual marketplace behaviour; a
 * wallet moved by mistake comes back with one click instead of a new sign-in.
 */
export function onUnisatChainChanged(
  session: WalletSession,
  chain: WalletChain,
  storedWallet: string | null,
  context: SessionContext,
): WalletTransition {
  if (storedWallet !== 'unisat') return { session, effects: [] };
  const recorded = { ...session, network: networkOfChain(chain) };
  if (context.marketChains.accepted.includes(chain)) {
    return { session: recorded, effects: [{ type: 'clearPopup' }, { type: 'reloadData' }] };
  }
  return {
    session: recorded,
    effects: [{ type: 'askToSwitchChain', walletName: 'unisat', chains: context.marketChains }],
  };
}
