import { sellerSighash } from '@ordmarket/protocol';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ApiCallError } from '../../../api/ApiCallError';
import { healthRead } from '../../../api/unknownHealth';
import { useShowError } from '../../../services/useShowError';
import { useAppServices } from '../../../services/AppServicesContext';
import { useConnectWallet } from '../../../wallet/connect/useConnectWallet';
import { marketNetworkOf, useMarketNetwork } from '../../../wallet/connect/useMarketNetwork';
import { connectorFor, useWalletConnectors } from '../../../wallet/connect/walletConnectors';
import { configStore, knownFeeRate, walletStore } from '../../../stores';
import { cancelOnChain } from '../../../purchase/cancelOnChain';
import { payerOf } from '../../../purchase/payer';
import { useBuyListings } from '../../../purchase/useBuyListings';
import type { PurchaseStep } from '../../../purchase/buyListings';
import type { AssetListing } from '../assetListing';
import type { Inscription } from '../useAsset';
import { unsignedListing } from './unsignedListing';
import { purchaseFeeRate } from '../../../purchase/purchaseFeeRate';
import { protectionBlock, type ProtectionBlock } from '../../../wallet/protectionSupport';
import type { ListingProtection } from './ListForSaleDialog';
import { lockFeeQuote } from './lockFeeQuote';
import { listLocked, lockAndList, UnexpectedLockError } from './protectedListing';

export interface AssetTrading {
  /** Starts buying the listing; the server's refusal is toasted by the API client. */
  readonly buy: (feeRate: number) => Promise<void>;
  /** Where the purchase under way is, for the buy dialog to say; null when none is. */
  readonly buyStep: PurchaseStep | null;
  /**
   * Builds the listing at `priceSats`, has the wallet sign it and lists it; protected, the wallet first signs the lock
   * and the listing goes on sale once it confirms. Answers whether it was listed (or is waiting for its lock).
   */
  readonly list: (priceSats: bigint, isProtected: boolean) => Promise<boolean>;
  /** Whether this listing can be protected now, and what the lock costs. */
  readonly protection: ListingProtection;
  readonly delist: () => Promise<void>;
  /** Sends the listed inscription back to the seller on chain; answers whether the cancel was broadcast. */
  readonly cancelOnChain: () => Promise<boolean>;
}

const listPaths = { nft: '/btc/ordinals/list_for_sale', brc20: '/btc/brc_20/list_for_sale' } as const;

/** What the listing dialog offers: BRC-20 transfers are not protected yet; a lock protects every listing of it. */
function listingProtection(
  listing: Pick<AssetListing, 'market' | 'isLocked'>,
  block: ProtectionBlock | null,
  quote: () => { sats: number; rate: number } | null,
): ListingProtection {
  if (listing.market !== 'nft') return { kind: 'none' };
  if (listing.isLocked) return { kind: 'locked' };
  if (block !== null) return { kind: 'blocked', reason: block };
  return { kind: 'offered', lockFee: quote() };
}

/**
 * The asset page's trades. Each first makes sure a wallet is connected and signed in (the connect dialog opens
 * when not), and reads the inscription again when done, whatever the outcome.
 */
export function useAssetTrading(inscription: Inscription, listing: AssetListing, refresh: () => Promise<void>) {
  const { t } = useTranslation('trade');
  const { api, tokens, toaster } = useAppServices();
  const connect = useConnectWallet();
  const showError = useShowError();
  const connectors = useWalletConnectors();
  const network = useMarketNetwork();
  const { buy: buyListings, step: buyStep } = useBuyListings();

  const signedIn = useCallback(
    async () => (walletStore.state.isConnect && tokens.accessToken() !== undefined) || (await connect()),
    [connect, tokens],
  );

  // The API client has already toasted its refusals; the wallet's and the protocol's errors are said here.
  const report = useCallback(
    (error: unknown) => {
      if (error instanceof ApiCallError) return;
      if (error instanceof UnexpectedLockError) {
        toaster.show('error', t('asset.protect.unexpectedLock'));
        return;
      }
      showError(error, t('asset.actions.cancelled'));
    },
    [showError, t, toaster],
  );

  const buy = async (feeRate: number) => {
    if (listing.orderId === null) return;
    try {
      await buyListings({ market: listing.market, orderIds: [listing.orderId], feeRate });
    } finally {
      await refresh();
    }
  };

  const list = async (priceSats: bigint, isProtected: boolean) => {
    if (!(await signedIn())) return false;
    const { walletName, publicKey, address } = walletStore.state;
    if (walletName === null) return false;
    try {
      // The page may not know the market's chain yet (its health read on its way, or failed): asked for now, rather
      // than leaving the seller's signature unasked and the press unanswered.
      const listingNetwork = network ?? marketNetworkOf(await api.post(healthRead.path, healthRead.body));
      if (listingNetwork === undefined) {
        toaster.show('error', t('asset.actions.networkUnknown'));
        return false;
      }
      const wallet = connectorFor(connectors, walletName);
      // A restored session may not know the key yet: the wallet says it (the lock and its sale are of this key).
      const sellerPublicKey = publicKey === '' ? await wallet.getPublicKey() : publicKey;
      const parts = { api, wallet, sellerPublicKey, network: listingNetwork };
      const terms = { inscriptionId: inscription.inscription_id, priceSats, receiveAddress: address };
      if (listing.isLocked) {
        await listLocked(parts, { ...terms, output: inscription.output, outputValue: inscription.value });
        toaster.show('success', t(listing.status === 'on_list' ? 'asset.actions.repriced' : 'asset.actions.listed'));
        return true;
      }
      if (isProtected) {
        // The wallet the seller just connected may be one that cannot sign the lock's sale.
        const block = protectionBlock(walletName, address);
        if (block !== null) {
          toaster.show('error', t(`asset.protect.${block}`));
          return false;
        }
        const feeRate = knownFeeRate(purchaseFeeRate(configStore.state.netRate));
        await lockAndList(
          { ...parts, payer: await payerOf(walletStore.state, () => wallet.getPublicKey()), feeRate },
          terms,
        );
        toaster.show('success', t('asset.protect.waiting'));
        return true;
      }
      const psbt = unsignedListing({
        output: inscription.output,
        outputValue: inscription.value,
        ownerAddress: inscription.owner_address,
        sellerPublicKey,
        receiveAddress: address,
        priceSats,
        network: listingNetwork,
      });
      const signed = await wallet.signPsbt(psbt, {
        autoFinalized: true,
        toSignInputs: [{ index: 0, sighashTypes: [sellerSighash] }],
      });
      await api.post(listPaths[listing.market], { inscription_id: inscription.inscription_id, psbt: signed });
      toaster.show('success', t(listing.status === 'on_list' ? 'asset.actions.repriced' : 'asset.actions.listed'));
      return true;
    } catch (error) {
      report(error);
      return false;
    } finally {
      await refresh();
    }
  };

  const delist = async () => {
    if (listing.orderId === null || !(await signedIn())) return;
    try {
      if (listing.market === 'nft') await api.post('/btc/ordinals/delist_for_sale', { order_id: listing.orderId });
      else await api.post('/btc/brc_20/delist_for_sale', { order_id: listing.orderId });
      toaster.show('success', t('asset.actions.delisted'));
    } catch (error) {
      report(error);
    } finally {
      await refresh();
    }
  };

  const cancelOnChainNow = async () => {
    if (listing.orderId === null || !(await signedIn())) return false;
    const { walletName, publicKey } = walletStore.state;
    if (walletName === null) return false;
    const wallet = connectorFor(connectors, walletName);
    try {
      const txid = await cancelOnChain(
        {
          api,
          wallet,
          ordinalsPublicKey: publicKey === '' ? await wallet.getPublicKey() : publicKey,
          payer: await payerOf(walletStore.state, () => wallet.getPublicKey()),
        },
        {
          market: listing.market,
          orderId: listing.orderId,
          feeRate: knownFeeRate(purchaseFeeRate(configStore.state.netRate)),
        },
      );
      toaster.show('success', t('asset.cancelOnChain.sent', { txid }));
      return true;
    } catch (error) {
      report(error);
      return false;
    } finally {
      await refresh();
    }
  };

  const { walletName, address, publicKey, paymentAddress, paymentPublicKey } = useSnapshot(walletStore.state);
  const { netRate } = useSnapshot(configStore.state);
  // The quote tweaks the wallet's keys (curve arithmetic): worked out again only when what it reads changes, not on
  // every render of a page that live events redraw.
  const { market, isLocked } = listing;
  const protection = useMemo(
    () =>
      listingProtection({ market, isLocked }, protectionBlock(walletName, address), () =>
        lockFeeQuote({ address, publicKey, paymentAddress, paymentPublicKey }, network, purchaseFeeRate(netRate)),
      ),
    [market, isLocked, walletName, address, publicKey, paymentAddress, paymentPublicKey, network, netRate],
  );

  return { buy, buyStep, list, protection, delist, cancelOnChain: cancelOnChainNow } satisfies AssetTrading;
}
