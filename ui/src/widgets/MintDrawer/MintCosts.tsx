import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { CostLines } from '../../internal/CostLines';
import type { MintCostBreakdown } from './mintCostBreakdown';

/** The mint order's cost lines and their total, in BTC with the dollar value beside. */
export function MintCosts({ costs, usdPerBtc }: { costs: MintCostBreakdown; usdPerBtc: number }) {
  const { t } = useKitStrings(mintStrings);
  return (
    <CostLines
      usdPerBtc={usdPerBtc}
      pendingLabel={t('order.calculatingFee')}
      lines={[
        { key: 'mintPrice', label: t('order.mintPrice'), sats: costs.mintPrice },
        { key: 'postage', label: t('order.postage'), sats: costs.inscriptionPostage },
        { key: 'networkFee', label: t('order.networkFee'), sats: costs.networkFee },
        { key: 'serviceFee', label: t('order.serviceFee'), sats: costs.serviceFee },
        { key: 'total', label: t('order.total'), sats: costs.total, isTotal: true },
      ]}
    />
  );
}
