import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMempoolClient, type MempoolClient } from '../api/mempoolClient';
import { useAppServices } from '../services/AppServicesContext';
import { showPaymentSnack, showReadBeforePurchase } from '../shell/overlays/overlaysStore';
import { useConnectWallet } from '../shell/wallet/useConnectWallet';
import { connectorFor, useWalletConnectors } from '../shell/wallet/walletConnectors';
import { walletStore } from '../stores';
import { isUserCanceled } from '../wallet';
import { buyListings, type BuyOutcome, type BuyRequest } from './buyListings';

let pageMempool: MempoolClient | undefined;

/** The mempool service of the server that serves the app (its Esplora proxy), made once per page. */
function mempoolOfPage(): MempoolClient {
  pageMempool ??= createMempoolClient({ baseUrl: `${window.location.origin}/mempool/api` });
  return pageMempool;
}

export interface BuyListings {
  /** Buys one listing or a sweep with the connected wallet (the connect dialog opens first when none is). */
  readonly buy: (request: BuyRequest) => Promise<BuyOutcome>;
  readonly isBuying: boolean;
}

/** The Buy now and cart Buy buttons' purchase: see buyListings for the steps. */
export function useBuyListings(): BuyListings {
  const { t } = useTranslation('trade');
  const { api, tokens, toaster } = useAppServices();
  const connectors = useWalletConnectors();
  const connect = useConnectWallet();
  const [isBuying, setIsBuying] = useState(false);

  const buy = useCallback(
    async (request: BuyRequest): Promise<BuyOutcome> => {
      const signedIn = (walletStore.state.isConnect && tokens.accessToken() !== undefined) || (await connect());
      const { walletName } = walletStore.state;
      if (!signedIn || walletName === null) return 'refused';
      const wallet = connectorFor(connectors, walletName);
      setIsBuying(true);
      try {
        // A restored xverse session has no public key yet: the wallet tells it.
        const known = walletStore.state.publicKey;
        const outcome = await buyListings(
          {
            api,
            wallet,
            publicKey: known === '' ? await wallet.getPublicKey() : known,
            mempool: mempoolOfPage(),
            showReadBeforePurchase,
            showPaymentSnack,
            onNotRecorded: (reason) => toaster.show('info', t('buying.notRecorded', { reason })),
          },
          request,
        );
        if (outcome === 'cancelled') toaster.show('error', t('buying.cancelled'));
        return outcome;
      } catch (error) {
        // The wallet failed before any purchase was held (e.g. it would not tell its public key).
        if (isUserCanceled(error)) toaster.show('error', t('buying.cancelled'));
        else toaster.show('error', error instanceof Error ? error.message : String(error));
        return 'refused';
      } finally {
        setIsBuying(false);
      }
    },
    [api, connect, connectors, t, toaster, tokens],
  );

  return { buy, isBuying };
}
