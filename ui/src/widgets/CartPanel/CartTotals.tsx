import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import type { Sats } from '../../primitives/Amount/formatAmount';
import { CostLines } from '../../internal/CostLines';

/** The cart's sums in sats. The network fee and the total are null while the fee rate is not computed. */
export interface CartTotalsValue {
  subtotal: Sats;
  serviceFee: Sats;
  royaltyFee: Sats;
  networkFee: Sats | null;
  total: Sats | null;
}

export interface CartTotalsProps {
  totals: CartTotalsValue;
  usdPerBtc: number | undefined;
}

/**
 * The items' subtotal, the fees and the total, each in BTC with its value in USD. A service fee or royalty of 0 is
 * not charged, so it is not shown either.
 */
export function CartTotals({ totals, usdPerBtc }: CartTotalsProps) {
  const { t } = useKitStrings(marketStrings);
  return (
    <CostLines
      usdPerBtc={usdPerBtc}
      pendingLabel={t('fee.calculating')}
      lines={[
        { key: 'subtotal', label: t('cart.subtotal'), sats: totals.subtotal },
        ...(isCharged(totals.serviceFee)
          ? [{ key: 'serviceFee', label: t('cart.serviceFee'), sats: totals.serviceFee }]
          : []),
        ...(isCharged(totals.royaltyFee)
          ? [{ key: 'royaltyFee', label: t('cart.royaltyFee'), sats: totals.royaltyFee }]
          : []),
        { key: 'networkFee', label: t('cart.networkFee'), sats: totals.networkFee },
        { key: 'total', label: t('cart.total'), sats: totals.total, isTotal: true },
      ]}
    />
  );
}

const isCharged = (sats: Sats): boolean => BigInt(sats) > 0n;
