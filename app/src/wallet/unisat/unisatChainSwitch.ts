import type { MarketChains } from '../chain/marketChains';
import type { WalletChain } from '../chain/walletChain';
import { WrongChainError, type WrongChainReason } from '../chain/wrongChain';
import { isUserCanceled } from '../../errors/userCanceled';
import { unisatCall } from './unisatCancel';
import { fromUnisatChain, fromUnisatNetwork, toUnisatChain, toUnisatNetwork } from './unisatChain';
import type { UnisatProvider } from './UnisatProvider';

/**
 * The chain UniSat is on: getChain where the extension has it (it tells testnet3, testnet4 and signet apart), the
 * legacy getNetwork on versions older than getChain.
 */
export async function unisatChainOf(provider: UnisatProvider): Promise<WalletChain> {
  const getChain = provider.getChain?.bind(provider);
  if (getChain !== undefined) return fromUnisatChain((await unisatCall(getChain)).enum);
  return fromUnisatNetwork(await unisatCall(() => provider.getNetwork()));
}

/** Asks UniSat to `chain` (its own prompt, none when it is there already) and answers where it is afterwards. */
async function switchUnisat(provider: UnisatProvider, chain: WalletChain): Promise<WalletChain | undefined> {
  const switchChain = provider.switchChain?.bind(provider);
  if (switchChain !== undefined) {
    const chainType = toUnisatChain(chain);
    if (chainType === undefined) return undefined;
    return fromUnisatChain((await unisatCall(() => switchChain(chainType))).enum);
  }
  const network = toUnisatNetwork(chain);
  if (network === undefined) return undefined;
  await unisatCall(() => provider.switchNetwork(network));
  return unisatChainOf(provider);
}

/**
 * Spec §8 "Wrong network: wallet asked to switch": a UniSat on none of the market's chains is asked to the
 * preferred one. Rejects with WrongChainError when the user keeps it where it is, or when this version cannot go
 * there (only getChain's versions know testnet4 and signet); getChain and switchChain need no connected site, so
 * this runs before UniSat shares an account, and the account it then shares is the market chain's.
 */
export async function moveUnisatToChain(provider: UnisatProvider, chains: MarketChains): Promise<void> {
  const walletChain = await unisatChainOf(provider);
  if (chains.accepted.includes(walletChain)) return;
  const refuse = (reason: WrongChainReason) =>
    new WrongChainError({ walletName: 'unisat', walletChain, marketChain: chains.preferred, reason });
  let reached: WalletChain | undefined;
  try {
    reached = await switchUnisat(provider, chains.preferred);
  } catch (error) {
    throw isUserCanceled(error) ? refuse('refused') : error;
  }
  if (reached === undefined || !chains.accepted.includes(reached)) throw refuse('cannotSwitch');
}
