import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { inscribeStrings } from '../../intl/areas/inscribe';
import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { groupDigits, noValue } from '../../primitives/Amount/formatAmount';
import { CostLines } from '../../internal/CostLines';
import { textStyle } from '../../theme/textStyle';

/** What one BRC-20 inscription order costs, in sats, and the size its fee was worked out for, in vB. */
export interface Brc20InscribeCost {
  networkFee: number;
  inscriptionPostage: number;
  serviceFee: number;
  total: number;
  txSize: number;
}

interface Brc20InscribeCostsProps {
  /** null while the fee is still being worked out. */
  cost: Brc20InscribeCost | null;
  /** Dollars per bitcoin; 0 while unknown, when no dollar values are shown. */
  usdPerBtc: number;
  /** False while the form cannot be priced (a field missing or wrong): the amounts show '--', not a calculation. */
  isPriceable?: boolean;
}

/** A BRC-20 order's cost lines as the mint drawer shows them: postage, network fee, service fee, total. */
export function Brc20InscribeCosts({ cost, usdPerBtc, isPriceable = true }: Brc20InscribeCostsProps) {
  const { t } = useKitStrings(inscribeStrings);
  const mint = useKitStrings(mintStrings);
  return (
    <Costs>
      <CostLines
        usdPerBtc={usdPerBtc > 0 ? usdPerBtc : undefined}
        pendingLabel={isPriceable ? mint.t('order.calculatingFee') : noValue}
        lines={[
          { key: 'postage', label: mint.t('order.postage'), sats: cost?.inscriptionPostage ?? null },
          { key: 'networkFee', label: mint.t('order.networkFee'), sats: cost?.networkFee ?? null },
          { key: 'serviceFee', label: mint.t('order.serviceFee'), sats: cost?.serviceFee ?? null },
          { key: 'total', label: mint.t('order.total'), sats: cost?.total ?? null, isTotal: true },
        ]}
      />
      {cost && <Size>{t('cost.txSize', { size: groupDigits(BigInt(cost.txSize)) })}</Size>}
    </Costs>
  );
}

const Costs = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Size = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;
