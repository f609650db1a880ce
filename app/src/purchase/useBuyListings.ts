import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExplainError } from '../errors/useExplainError';
import { useShowError } from '../services/useShowError';
import { useAppServices } from '../services/AppServicesContext';
import { showPaymentSnack, showReadBeforePurchase } from '../stores/overlays/overlaysStore';
import { useConnectWallet } from '../wallet/connect/useConnectWallet';
import { connectorFor, useWalletConnectorsLoader } from '../wallet/connect/walletConnectorsContext';
import { walletStore } from '../stores';
import type { BuyOutcome, BuyRequest, PurchaseStep } from './buyListings';
import { payerOf } from './payer';
import { pendingDummies } from './pendingDummies';

export interface BuyListings {
  /** Buys one listing or a sweep with the connected wallet (the connect dialog opens first when none is). */
  readonly buy: (request: BuyRequest) => Promise<BuyOutcome>;
  readonly isBuying: boolean;
  /** Where the purchase under way is; null before the market is first asked and after it ends. */
  readonly step: PurchaseStep | null;
}

/** The Buy buttons' purchase (cart, asset page, BRC-20 order book): see buyListings for the steps. */
export function useBuyListings(): BuyListings {
  const { t } = useTranslation('trade');
  const { api, tokens, toaster } = useAppServices();
  const loadConnectors = useWalletConnectorsLoader();
  const connect = useConnectWallet();
  const explain = useExplainError();
  const showError = useShowError();
  const [isBuying, setIsBuying] = useState(false);
  const [step, setStep] = useState<PurchaseStep | null>(null);

  const buy = useCallback(
    async (request: BuyRequest): Promise<BuyOutcome> => {
      const signedIn = (walletStore.state.isConnect && tokens.accessToken() !== undefined) || (await connect());
      const { walletName, address } = walletStore.state;
      if (!signedIn || walletName === null) return 'refused';
      setIsBuying(true);
      try {
        // The purchase's code (wallets, PSBTs) loads at the first Buy: browsing and the cart need none of it.
        const [connectors, { buyListings }] = await Promise.all([loadConnectors(), import('./buyListings')]);
        const wallet = connectorFor(connectors, walletName);
        const payer = await payerOf(walletStore.state, () => wallet.getPublicKey());
        const outcome = await buyListings(
          {
            api,
            wallet,
            payer,
            showReadBeforePurchase,
            onDummiesPending: (txid) => {
              pendingDummies.start(address, txid);
            },
            showPaymentSnack,
            explain,
            onStep: setStep,
          },
          request,
        );
        if (outcome === 'cancelled') toaster.show('error', t('buying.cancelled'));
        // What the purchase or the dummy transaction spent shows at once, as unconfirmed, not at the next block.
        if (outcome === 'bought' || outcome === 'preparingDummies') {
          void wallet
            .getBalance()
            .then((balance) => {
              walletStore.setBalance(balance);
            })
            .catch(() => undefined);
        }
        return outcome;
      } catch (error) {
        // The wallet failed before any purchase was held (e.g. it would not tell its public key).
        showError(error, t('buying.cancelled'));
        return 'refused';
      } finally {
        setIsBuying(false);
        setStep(null);
      }
    },
    [api, connect, explain, loadConnectors, showError, t, toaster, tokens],
  );

  return { buy, isBuying, step };
}
