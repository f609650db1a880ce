import { vars } from '@ordmarket/tokens';
import { ShoppingCart } from 'lucide-react';
import styled from 'styled-components';
import { Amount } from '../../primitives/Amount/Amount';
import type { Sats } from '../../primitives/Amount/formatAmount';
import { Button } from '../../primitives/Button/Button';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { textStyle } from '../../theme/textStyle';

export interface CartBarProps {
  /** How many of the cart's items the purchase would buy. */
  checkedCount: number;
  /** What they cost in all, fees included; null while the network fee is being computed. */
  total: Sats | null;
  /** Opens the whole cart (its items, sweep, costs and Buy). */
  onOpen: () => void;
}

/**
 * The cart folded into one line, for screens too narrow to keep it beside the grid: what is chosen and what it
 * costs, always in reach at the bottom of the screen, and a button that opens the whole cart.
 */
export function CartBar({ checkedCount, total, onOpen }: CartBarProps) {
  const { t } = useKitStrings(marketStrings);
  return (
    <Bar aria-label={t('cart.title')}>
      <ShoppingCart size={24} strokeWidth={1.75} aria-hidden />
      <Summary>
        <Count>{t('cart.selected', { count: checkedCount })}</Count>
        <Total>
          <span>{t('cart.total')}</span>
          {total === null ? <span>{t('fee.calculating')}</span> : <Amount sats={total} size="small" />}
        </Total>
      </Summary>
      <Button onPress={onOpen}>{t('cart.view')}</Button>
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.xl};
  color: ${vars.color.text.primary};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.z16};
`;

const Summary = styled.div`
  display: grid;
  flex: 1;
  min-inline-size: 0;
`;

const Count = styled.span`
  ${textStyle('subtitle2')};
`;

const Total = styled.span`
  ${textStyle('body2')};
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1]};
  color: ${vars.color.text.secondary};
`;
