import type { NetworkName } from '@ordmarket/protocol';
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
  if (refused) return refused;
  return {
    session: await connectedSession(unisat, { address: first, accounts }),
    effects: [{ type: 'rememberWallet', walletName: 'unisat' }],
  };
}

/** The network the wallet has to be on: mainnet for the real market, testnet rules for the others. */
export function expectedWalletNetwork(marketNetwork: NetworkName): NetworkName {
  return marketNetwork === 'mainnet' ? 'mainnet' : 'testnet';
}

/**
 * Spec §4, unisat network change (only when unisat is the stored wallet): the network is recorded; a wrong
 * one has the wallet asked to switch (§8), the right one closes the popup and reloads the data.
 */
export function onUnisatNetworkChanged(
  session: WalletSession,
  network: NetworkName,
  storedWallet: string | null,
  context: SessionContext,
): WalletTransition {
  if (storedWallet !== 'unisat') return { session, effects: [] };
  const recorded = { ...session, network };
  const expected = expectedWalletNetwork(context.marketNetwork);
  if (network !== expected) return { session: recorded, effects: [{ type: 'askToSwitchNetwork', network: expected }] };
  return { session: recorded, effects: [{ type: 'clearPopup' }, { type: 'reloadData' }] };
}
