import type { HeldInscription, MakeBoxDepositStep } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../services/AppServicesContext';
import { boxFollowMs, useHouseDetailAnswer } from './boxReads';
import { useExplainError } from '../../errors/useExplainError';
import { depositStatuses } from './houseDeposit';
import { useWalletDeposit } from './useWalletDeposit';

/** A house waiting for inscriptions from the provider's wallet, as make_house or add_liquidity answered it. */
export interface PendingDeposit {
  readonly houseId: string;
  /** make_house answers it; for liquidity it comes from the house's detail. */
  readonly custodyAddress?: string;
  /** The inscriptions still to send, with their names and pictures as the provider chose them. */
  readonly awaiting: readonly HeldInscription[];
}

/**
 * The deposit step of a house waiting for the provider's inscriptions: the wallet signs the deposit the market
 * builds, and the house's detail is followed every few seconds until each inscription is in its pool. Undefined
 * while nothing is awaited.
 */
export function useHouseDeposit(pending: PendingDeposit | null): MakeBoxDepositStep | undefined {
  const { t } = useTranslation('boxScreens');
  const failureText = useExplainError();
  const { toaster } = useAppServices();
  const depositFromWallet = useWalletDeposit();
  const [signing, setSigning] = useState(false);
  const [txid, setTxid] = useState<string | null>(null);
  const awaitingIds = pending?.awaiting.map((inscription) => inscription.inscriptionId) ?? [];
  const detail = useHouseDetailAnswer(pending?.houseId ?? null, {
    // Followed until every awaited inscription is in the pool.
    refreshInterval: (latest) => {
      const statuses = depositStatuses(awaitingIds, latest, txid !== null);
      return [...statuses.values()].every((status) => status === 'in_pool') ? 0 : boxFollowMs;
    },
  });
  if (pending === null) return undefined;
  const statuses = depositStatuses(awaitingIds, detail, txid !== null);

  const sign = async () => {
    setSigning(true);
    try {
      const sent = await depositFromWallet({ to: 'house', houseId: pending.houseId });
      if (sent === null) {
        toaster.show('error', t('deposit.noWallet'));
        return;
      }
      setTxid(sent);
      toaster.show('success', t('deposit.sent'));
    } catch (error) {
      toaster.show('error', failureText(error, t('deposit.cancelled')));
    } finally {
      setSigning(false);
    }
  };

  return {
    custodyAddress: pending.custodyAddress ?? detail?.custody_address ?? '',
    items: pending.awaiting.map((inscription) => ({
      inscription,
      status: statuses.get(inscription.inscriptionId) ?? 'waiting',
    })),
    onSignDeposit: () => void sign(),
    signing,
    ...(txid === null ? {} : { depositTxid: txid }),
  };
}
