import { vars } from '@ordmarket/tokens';
import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Slider } from '../../primitives/Slider/Slider';
import { textStyle } from '../../theme/textStyle';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { CartItemRow, type CartItem } from './CartItemRow';
import { CartCheckout, type CartCheckoutProps } from './CartCheckout';
import { cartSelection } from './cartSelection';

/** The cart's items and what a trader does with them, whichever frame holds it. */
export interface CartItemsProps {
  items: readonly CartItem[];
  /** Ids of the checked items: the ones a purchase buys. */
  checkedIds: readonly string[];
  /** The sweep count shown on the slider. */
  sweepCount: number;
  /** The most a sweep takes: min(9, purchasable items). Below 2 there is nothing to choose, so no slider. */
  maxSweep: number;
  onToggle: (id: string, isChecked: boolean) => void;
  onToggleAll: (isChecked: boolean) => void;
  onRemove: (id: string) => void;
  /** Asks to check the first `count` purchasable items. */
  onSweep: (count: number) => void;
}

/**
 * 'card' (the default) draws the panel as a card with its own title and its checkout, for a column beside the grid;
 * 'sheet' lays the items flat inside a sheet whose title already names the cart and whose footer holds the checkout
 * (a CartCheckout), as on a phone, so Buy never scrolls away however many items there are.
 */
export type CartPanelProps = CartItemsProps &
  (({ frame?: 'card' } & Omit<CartCheckoutProps, 'checkedCount'>) | { frame: 'sheet' });

/**
 * The sweep cart: its items with checkboxes and remove buttons, 'select all', a sweep count, then its checkout (the
 * subtotal, fees and total in BTC and USD, and Buy). Items that cannot be bought stay listed but disabled.
 */
export function CartPanel({
  items,
  checkedIds,
  sweepCount,
  maxSweep,
  onToggle,
  onToggleAll,
  onRemove,
  onSweep,
  ...framing
}: CartPanelProps) {
  const frame = framing.frame ?? 'card';
  const { t } = useKitStrings(marketStrings);
  const titleId = useId();
  const selection = cartSelection(items, checkedIds);
  const checked = new Set(checkedIds);

  return (
    <Panel data-frame={frame} aria-labelledby={titleId}>
      <Header>
        {/* In a sheet, its own title says 'Cart': this one only names the region for assistive technology. */}
        {frame === 'card' ? (
          <Title id={titleId}>{t('cart.title')}</Title>
        ) : (
          <VisuallyHidden id={titleId}>{t('cart.title')}</VisuallyHidden>
        )}
        {items.length > 0 && <Count>{t('cart.selected', { count: selection.checkedCount })}</Count>}
      </Header>
      {items.length === 0 ? (
        <Empty>
          <ShoppingCart size={40} strokeWidth={1.5} aria-hidden />
          <EmptyTitle>{t('cart.empty')}</EmptyTitle>
          <EmptyHint>{t('cart.emptyHint')}</EmptyHint>
        </Empty>
      ) : (
        <>
          <Checkbox
            isSelected={selection.isAllChecked}
            isIndeterminate={selection.isPartlyChecked}
            isDisabled={selection.hasNothingToCheck}
            onChange={onToggleAll}
          >
            {t('cart.selectAll')}
          </Checkbox>
          <Items aria-label={t('cart.title')}>
            {items.map((item) => (
              <CartItemRow
                key={item.id}
                item={item}
                isChecked={checked.has(item.id)}
                onToggle={onToggle}
                onRemove={onRemove}
              />
            ))}
          </Items>
          {maxSweep >= 2 && (
            <Slider
              label={t('cart.sweep')}
              minValue={1}
              maxValue={maxSweep}
              value={Math.min(Math.max(sweepCount, 1), maxSweep)}
              onChange={onSweep}
            />
          )}
          {framing.frame !== 'sheet' && <CartCheckout {...framing} checkedCount={selection.checkedCount} />}
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.xl};
  color: ${vars.color.text.primary};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.card};

  &[data-frame='sheet'] {
    padding: 0;
    border-radius: 0;
    background-color: transparent;
    box-shadow: none;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const Title = styled.h2`
  ${textStyle('h5')};
  margin: 0;
`;

const Count = styled.span`
  ${textStyle('body2')};
  color: ${vars.color.text.secondary};
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  margin-block-start: calc(-1 * ${vars.space[3]});
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[1]};
  padding-block: ${vars.space[8]};
  color: ${vars.color.text.secondary};
  text-align: center;
`;

const EmptyTitle = styled.p`
  ${textStyle('subtitle1')};
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.text.primary};
`;

const EmptyHint = styled.p`
  ${textStyle('body2')};
  margin: 0;
`;
