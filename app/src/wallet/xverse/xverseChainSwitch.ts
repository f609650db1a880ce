import type { MarketChains } from '../chain/marketChains';
import type { WalletChain } from '../chain/walletChain';
import { WrongChainError, type WrongChainReason } from '../chain/wrongChain';
import { isUserCanceled } from '../../errors/userCanceled';
import { xverseCall } from './xverseCall';
import { fromXverseNetwork, toXverseNetwork } from './xverseNetwork';

/** The chain Xverse is on (wallet_getNetwork: the site needs Xverse's read permission, which connecting gives). */
export async function xverseChainOf(): Promise<WalletChain> {
  return fromXverseNetwork((await xverseCall('wallet_getNetwork', null)).bitcoin.name);
}

/**
 * Spec §8 "Wrong network: wallet asked to switch": an Xverse on none of the market's chains is asked to the
 * preferred one with wallet_changeNetwork (its own prompt). Rejects with WrongChainError when the user keeps it where
 * it is or it does not get there. `walletChain`, when the caller already knows it, saves asking.
 */
export async function moveXverseToChain(chains: MarketChains, walletChain?: WalletChain): Promise<void> {
  const current = walletChain ?? (await xverseChainOf());
  if (chains.accepted.includes(current)) return;
  const refuse = (reason: WrongChainReason) =>
    new WrongChainError({ walletName: 'xverse', walletChain: current, marketChain: chains.preferred, reason });
  const network = toXverseNetwork(chains.preferred);
  if (network === undefined) throw refuse('cannotSwitch');
  try {
    await xverseCall('wallet_changeNetwork', { name: network });
  } catch (error) {
    throw isUserCanceled(error) ? refuse('refused') : error;
  }
  if (!chains.accepted.includes(await xverseChainOf())) throw refuse('cannotSwitch');
}
