import { btcText, minimumPriceSats } from '@ordmarket/protocol';
import { Drawer, useAmountProblemText, WithdrawalPanel, type WithdrawalAsset } from '@ordmarket/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { stableJson } from '../../api/stableJson';
import { useApi } from '../../api/useApi';
import { usePreviewUrl } from '../../content/previewUrl';
import { fieldRefusal } from '../../inscribing/inscribeCost';
import { useAccountAddress } from '../../wallet/connect/useAccountAddress';
import { useAppServices } from '../../services/AppServicesContext';
import { configStore, knownFeeRate } from '../../stores';
import { boxWithdrawalOf, heldInscriptionOf } from './boxAnswers';
import { boxFeeRate } from './boxFeeRate';
import { boxFollowMs, useBoxBalance, useRefreshBoxReads } from './boxReads';
import { useExplainError } from '../../errors/useExplainError';
import { useBoxDrawer } from './useBoxDrawer';
import { useWithdrawalQuote } from './useWithdrawalQuote';
import { attemptFor, checkWithdrawal, type WithdrawalAttempt } from './withdrawalRequest';

const withdrawalsShown = 20;
const noWithdrawals = { items: [], total: 0, has_next: false };

/** Withdrawing BTC, an inscription or BRC-20 from the box on chain, and the withdrawals made so far. */
export function WithdrawalDrawer() {
  const { t } = useTranslation('boxScreens');
  return (
    <Drawer {...useBoxDrawer('withdrawal')} title={t('withdrawal.title')}>
      <Withdrawal />
    </Drawer>
  );
}

function Withdrawal() {
  const { t } = useTranslation('boxScreens');
  const amountText = useAmountProblemText();
  const failureText = useExplainError();
  const { api, toaster } = useAppServices();
  const previewUrl = usePreviewUrl();
  const refresh = useRefreshBoxReads();
  const balance = useBoxBalance(true);
  const walletAddress = useAccountAddress();
  const { netRate } = useSnapshot(configStore.state);
  const withdrawals = useApi(
    '/btc/blind_box/get_withdrawals',
    { page: 1, limit: withdrawalsShown },
    {
      emptyDefault: noWithdrawals,
      refreshInterval: boxFollowMs,
    },
  );
  const [asset, setAsset] = useState<WithdrawalAsset>('btc');
  const [amount, setAmount] = useState('');
  const [inscriptionId, setInscriptionId] = useState<string>();
  const [tick, setTick] = useState<string>();
  const [tokenAmount, setTokenAmount] = useState('');
  // Null until the user types one: the destination is the wallet's own address by default.
  const [typedAddress, setTypedAddress] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const attempt = useRef<WithdrawalAttempt | null>(null);

  const available = balance.data.blind_box_total;
  const address = typedAddress ?? walletAddress ?? '';
  const feeRate = boxFeeRate(netRate);
  const check = checkWithdrawal(
    { asset, amount, inscriptionId, tick, tokenAmount, address },
    { sats: available, tokens: balance.data.tokens },
    feeRate,
  );
  const { quote, quoting, refusal } = useWithdrawalQuote(check.body);
  const refused = refusal === null ? null : fieldRefusal(refusal);
  const held = useMemo(
    () => balance.data.inscriptions.map((inscription) => heldInscriptionOf(inscription, previewUrl)),
    [balance.data.inscriptions, previewUrl],
  );

  const { amountProblem } = check;
  const problemText =
    amountProblem === null
      ? undefined
      : typeof amountProblem === 'object'
        ? amountText(amountProblem.reading, amountProblem.field)
        : t(`withdrawal.problems.${amountProblem}`);
  const amountError =
    asset === 'btc' ? (problemText ?? (refused?.field === 'sats' ? refused.message : undefined)) : undefined;
  const tokenAmountError = asset === 'brc20' ? problemText : undefined;
  const addressError = refused?.field === 'address' ? refused.message : undefined;
  const shownError = error ?? (refusal !== null && refused === null ? refusal.msg : undefined);

  // All of it less the fee: the fee is quoted for a payment with change, a little above what all of it pays.
  const fillMax = async () => {
    if (address === '') {
      setAmount(btcText(BigInt(available)));
      return;
    }
    try {
      const priced = await api.post(
        '/btc/blind_box/withdrawal_quote',
        { asset: 'btc', sats: Number(minimumPriceSats), address, fee_rate: knownFeeRate(feeRate) },
        { quiet: true },
      );
      setAmount(btcText(BigInt(Math.max(0, available - priced.network_fee))));
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  const confirm = async () => {
    if (check.body === null || quote === null) return;
    const request = { ...check.body, max_network_fee: quote.networkFeeSats };
    attempt.current = attemptFor(attempt.current, stableJson(request), () => crypto.randomUUID());
    setConfirming(true);
    setError(undefined);
    try {
      await api.post('/btc/blind_box/withdraw', { ...request, idempotency_key: attempt.current.key }, { quiet: true });
      attempt.current = null;
      toaster.show('success', t('withdrawal.sent'));
      setAmount('');
      setInscriptionId(undefined);
      setTokenAmount('');
      await refresh();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setConfirming(false);
    }
  };

  const edit =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      setError(undefined);
      set(value);
    };

  return (
    <WithdrawalPanel
      asset={asset}
      onAssetChange={edit(setAsset)}
      availableSats={available}
      amount={amount}
      onAmountChange={edit(setAmount)}
      onMax={() => void fillMax()}
      inscriptions={held}
      {...(inscriptionId === undefined ? {} : { selectedInscriptionId: inscriptionId })}
      onSelectInscription={edit(setInscriptionId)}
      tokens={balance.data.tokens}
      {...(tick === undefined ? {} : { selectedTick: tick })}
      onSelectTick={edit(setTick)}
      tokenAmount={tokenAmount}
      onTokenAmountChange={edit(setTokenAmount)}
      {...(tokenAmountError === undefined ? {} : { tokenAmountError })}
      address={address}
      onAddressChange={edit(setTypedAddress)}
      {...(addressError === undefined ? {} : { addressError })}
      {...(amountError === undefined ? {} : { amountError })}
      quote={quote}
      quoting={quoting}
      onConfirm={() => void confirm()}
      confirming={confirming}
      {...(shownError === undefined ? {} : { error: shownError })}
      withdrawals={withdrawals.data.items.map((item) => boxWithdrawalOf(item, previewUrl))}
    />
  );
}
