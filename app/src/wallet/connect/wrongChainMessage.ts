import type { TFunction } from 'i18next';
import type { WrongChain } from '..';

/**
 * Why a wallet is not on the market's chain, in the trader's language: which wallet, where it is, where the market
 * runs, and what to do. `whileConnected` when the wallet left the chain during a session and was let go.
 */
export function wrongChainMessage(t: TFunction<'account'>, problem: WrongChain, whileConnected = false): string {
  const names = {
    wallet: t(`wallet.${problem.walletName}`),
    walletChain: t(`network.chains.${problem.walletChain}`),
    chain: t(`network.chains.${problem.marketChain}`),
  };
  if (problem.reason === 'addresses') return t('network.wrongAddresses', names);
  if (problem.reason === 'cannotSwitch') return t('network.cannotSwitch', names);
  return whileConnected ? t('network.leftChain', names) : t('network.refusedSwitch', names);
}
