import {
  ConfirmDialog,
  formatBtc,
  Image,
  InscriptionOrderProgress,
  MintCombinationPicker,
  MintDrawer,
  MintEligibilityNotice,
  MintOrder,
  MintQualification,
  MintSuccess,
  shareIntentUrl,
  type MintDrawerView,
} from '@ordmarket/ui';
import { checkRefundAddress, envelopeCodes } from '@ordmarket/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useApi } from '../../../api/useApi';
import { useCoverImage, usePreviewUrl } from '../../../content/previewUrl';
import { payInscriptionOrder } from '../../../inscribing/payInscriptionOrder';
import { useFeeTier } from '../../../fees/useFeeTier';
import { useShowError } from '../../../services/useShowError';
import { useAppServices } from '../../../services/AppServicesContext';
import { useConnectWallet } from '../../../wallet/connect/useConnectWallet';
import { useMarketNetwork } from '../../../wallet/connect/useMarketNetwork';
import { connectorFor, useWalletConnectors } from '../../../wallet/connect/walletConnectors';
import { configStore } from '../../../stores/config/configStore';
import { walletStore } from '../../../stores/wallet/walletStore';
import { showPaymentSnack } from '../../../stores/overlays/overlaysStore';
import { useMintOrderProgress } from './useMintOrderProgress';
import { mintPayState } from '../../../inscribing/payState';
import type { MintInfo } from './mintRules';

/** One inscription per order: the spec shows no way to choose more. */
const mintNum = 1;

const noCosts = {
  available_num: 0,
  inscription_postage: 0,
  mint_price: 0,
  network_fee: 0,
  service_fee: 0,
  total_amount: 0,
  tx_size: 0,
};

export interface MintFlowProps {
  readonly mint: MintInfo;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** The mint drawer (spec §2, §4): qualification, the order and its payment, then success. */
export function MintFlow({ mint, isOpen, onOpenChange }: MintFlowProps) {
  const { t } = useTranslation('collection');
  const { api, toaster } = useAppServices();
  const showError = useShowError();
  const connectWallet = useConnectWallet();
  const connectors = useWalletConnectors();
  const network = useMarketNetwork();
  const wallet = useSnapshot(walletStore.state);
  const { usdRate } = useSnapshot(configStore.state);
  const [view, setView] = useState<MintDrawerView>('qualification');
  const { feeRate, feePicker } = useFeeTier();
  const [typedRefund, setTypedRefund] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const [isRepeatPromptOpen, setIsRepeatPromptOpen] = useState(false);
  const [paidOrderId, setPaidOrderId] = useState<string | null>(null);
  const parents = mint.recursive_content ?? [];
  const [chosenParents, setChosenParents] = useState<string[]>(parents.slice(0, 1));
  const combination = parents.length > 0 ? chosenParents.join(',') : undefined;
  const progress = useMintOrderProgress(paidOrderId);
  const previewUrl = usePreviewUrl();
  const coverImage = useCoverImage();

  const qualification = useApi('/btc/ordinals/mint_detail', isOpen ? { collection_id: mint.collection_id } : null, {
    emptyDefault: { ...mint, qualified: false },
  });
  const preMint = useApi(
    '/btc/ordinals/pre_mint_tx',
    view === 'order' && feeRate !== null
      ? {
          collection_id: mint.collection_id,
          mint_num: mintNum,
          fee_rate: feeRate,
          ...(combination === undefined ? {} : { recursive_content: combination }),
        }
      : null,
    { emptyDefault: noCosts },
  );
  const costs = {
    mintPrice: preMint.data.mint_price,
    inscriptionPostage: preMint.data.inscription_postage,
    networkFee: preMint.data.network_fee,
    serviceFee: preMint.data.service_fee,
    total: preMint.data.total_amount,
  };
  const refundAddress = typedRefund ?? wallet.address;
  const isRefundInvalid = refundAddress !== '' && network !== undefined && !isValidRefund(refundAddress, network);
  // The title never claims a wallet qualifies before the server said so (spec §4: the not-qualified notice).
  const qualificationTitle = !wallet.isConnect
    ? 'connect'
    : qualification.isLoading
      ? 'checking'
      : qualification.data.qualified
        ? 'qualified'
        : 'notQualified';
  const payState = mintPayState({
    feeRate,
    hasCosts: preMint.data.tx_size > 0,
    isConnected: wallet.isConnect,
    confirmedSats: wallet.balance.confirmed,
    totalSats: BigInt(preMint.data.total_amount),
    isPaying,
  });

  // Spec §4 "Closing resets the drawer state".
  const close = () => {
    setView('qualification');
    setTypedRefund(null);
    setIsPaying(false);
    setPaidOrderId(null);
    onOpenChange(false);
  };

  const pay = async (allowRepeat: boolean) => {
    if (feeRate === null || isRefundInvalid || refundAddress === '') return;
    const walletName = walletStore.state.walletName;
    if (walletName === null) return;
    setIsPaying(true);
    const outcome = await payInscriptionOrder({
      place: () =>
        api.post('/btc/ordinals/gen_mint_payment', {
          collection_id: mint.collection_id,
          fee_rate: feeRate,
          mint_num: mintNum,
          receiver_address: wallet.address,
          refund_address: refundAddress,
          ...(combination === undefined ? {} : { recursive_content: combination }),
          ...(allowRepeat ? { allow_duplicate_recursive_content: true } : {}),
        }),
      // The wallet sends the order's own total, the very sum its address must receive.
      amountDue: (order) => ({ address: order.payment_address, sats: order.total_amount, feeRate }),
      record: async (order, txid) => {
        await api.recordPayment('/btc/ordinals/update_order_txid', { order_id: order.order_id, txid });
        return order;
      },
      wallet: connectorFor(connectors, walletName),
    });
    setIsPaying(false);
    switch (outcome.kind) {
      case 'paid':
        toaster.show('success', t('mint.paid'));
        showPaymentSnack({ type: 'success' });
        setPaidOrderId(outcome.order.order_id);
        setView('success');
        return;
      case 'refused':
        // A repeat asks first; the API client has shown any other refusal, and the drawer stays for another try.
        if (outcome.refusal.code === envelopeCodes.repeatMint) setIsRepeatPromptOpen(true);
        return;
      case 'cancelled':
        // Spec §8: a send rejected in the wallet is an error toast 'Cancelled', and the drawer closes.
        toaster.show('error', t('mint.cancelled'));
        close();
        return;
      case 'failed':
      case 'unrecorded':
        // Spec §8: a payment record that failed after its retries shows the error and closes the drawer.
        showError(outcome.error);
        close();
    }
  };

  return (
    <>
      <MintDrawer
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open) onOpenChange(true);
          else close();
        }}
        view={view}
        onBack={() => {
          setView('qualification');
        }}
        qualificationTitle={qualificationTitle}
      >
        {view === 'qualification' ? (
          qualificationTitle === 'notQualified' ? (
            <MintEligibilityNotice type="error" />
          ) : qualificationTitle === 'checking' ? null : (
            <MintQualification
              collectionName={mint.name}
              cover={<Image src={coverImage(mint.cover)} alt={mint.name} aspectRatio={1} />}
              walletAddress={wallet.isConnect ? wallet.address : ''}
              onAddressCopied={() => {
                toaster.show('info', t('mint.copied'));
              }}
              onMint={() => {
                setView('order');
              }}
              onConnectWallet={() => void connectWallet()}
            />
          )
        ) : view === 'order' ? (
          <MintOrder
            {...(parents.length > 0
              ? {
                  combination: (
                    <MintCombinationPicker
                      parents={parents.map((id, index) => ({
                        id,
                        label: t('mint.part', { number: index + 1 }),
                        preview: <Image src={previewUrl(id)} alt="" aspectRatio={1} />,
                      }))}
                      selected={chosenParents}
                      onChange={setChosenParents}
                    />
                  ),
                }
              : {})}
            feePicker={feePicker(preMint.data.tx_size)}
            costs={costs}
            usdPerBtc={usdRate}
            refundAddress={refundAddress}
            onRefundAddressChange={setTypedRefund}
            isRefundAddressInvalid={isRefundInvalid}
            payState={payState}
            onPay={() => void pay(false)}
            onConnectWallet={() => void connectWallet()}
          />
        ) : (
          <MintSuccess
            {...(paidOrderId === null
              ? {}
              : {
                  progress: (
                    <InscriptionOrderProgress
                      status={progress.order_id === '' ? 'awaiting_payment' : progress.status}
                      paymentTxid={progress.pay_txid}
                      inscriptionIds={progress.inscription_ids}
                      refundTxid={progress.refund_txid}
                      reason={progress.reason}
                      returnTxids={progress.returns.map((returned) => returned.txid)}
                      inscriptionHref={(id) => `/assets/${id}`}
                    />
                  ),
                })}
            onShare={() => {
              const text = t('mint.shareText', { name: mint.name, price: formatBtc(mint.mint_price) });
              window.open(shareIntentUrl('x', { text, url: window.location.href }), '_blank', 'noopener');
            }}
            onContinue={() => {
              window.location.reload();
            }}
          />
        )}
      </MintDrawer>
      <ConfirmDialog
        isOpen={isRepeatPromptOpen}
        onOpenChange={setIsRepeatPromptOpen}
        message={t('mint.repeatPrompt')}
        confirmLabel={t('mint.again')}
        cancelLabel={t('mint.cancel')}
        onConfirm={() => void pay(true)}
      />
    </>
  );
}

function isValidRefund(address: string, network: Parameters<typeof checkRefundAddress>[1]): boolean {
  try {
    checkRefundAddress(address, network);
    return true;
  } catch {
    return false;
  }
}
