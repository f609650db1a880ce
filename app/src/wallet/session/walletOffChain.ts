import type { WrongChain } from '../chain/wrongChain';
import { disconnect } from './logoutAndDisconnect';
import type { WalletTransition } from './WalletEffect';
import type { WalletSession } from './WalletSession';

/**
 * Spec §8: a connected wallet asked back to the market's chain that stays where it is, or cannot come, is
 * disconnected, and the trader told why: the market never trades with a wallet on another chain.
 */
export function walletOffChain(session: WalletSession, problem: WrongChain): WalletTransition {
  const disconnected = disconnect({ ...session, walletName: problem.walletName });
  return { session: disconnected.session, effects: [{ type: 'showWrongChain', problem }, ...disconnected.effects] };
}
