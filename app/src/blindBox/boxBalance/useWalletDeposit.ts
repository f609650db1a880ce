import { useAppServices } from '../../services/AppServicesContext';
import { connectorFor, useWalletConnectors } from '../../wallet/connect/walletConnectors';
import { configStore, knownFeeRate, walletStore } from '../../stores';
import { payerOf } from '../../purchase/payer';
import { boxFeeRate } from './boxFeeRate';
import { depositFromWallet, type DepositTarget } from './walletDeposit';

/**
 * Deposits inscriptions from the connected wallet, its keys read as the deposit starts (a restored session may not
 * know them yet, so the wallet is asked). Answers the txid, or null when no wallet is connected.
 */
export function useWalletDeposit(): (target: DepositTarget) => Promise<string | null> {
  const { api } = useAppServices();
  const connectors = useWalletConnectors();
  return async (target) => {
    const { walletName, publicKey } = walletStore.state;
    if (walletName === null) return null;
    const wallet = connectorFor(connectors, walletName);
    return depositFromWallet(
      {
        api,
        wallet,
        ordinalsPublicKey: publicKey === '' ? await wallet.getPublicKey() : publicKey,
        payer: await payerOf(walletStore.state, () => wallet.getPublicKey()),
      },
      target,
      knownFeeRate(boxFeeRate(configStore.state.netRate)),
    );
  };
}
