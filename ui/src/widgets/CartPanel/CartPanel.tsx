import { vars } from '@ordmarket/tokens';
import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Slider } from '../../primitives/Slider/Slider';
import { textStyle } from '../../theme/textStyle';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { CartItemRow, type CartItem } from './CartItemRow';
import { CartTotals, type CartTotalsValue } from './CartTotals';
import { cartSelection } from './cartSelection';

/** A line above Buy: 'info' for what will happen, 'warning' for what stops or changed the purchase. */
export interface CartNotice {
  tone: 'info' | 'warning';
  text: string;
}

export interface CartPanelProps {
  items: readonly CartItem[];
  /** Ids of the checked items: the ones a purchase buys. */
  checkedIds: readonly string[];
  /** The sweep count shown on the slider. */
  sweepCount: number;
  /** The most a sweep takes: min(9, purchasable items). Below 2 there is nothing to choose, so no slider. */
  maxSweep: number;
  totals: CartTotalsValue;
  usdPerBtc?: number;
  /** The purchase is under way: the Buy button spins and ignores presses. */
  isBuying?: boolean;
  /** Something the trader should know before buying (items gone, a wallet short of funds, a wait). */
  notice?: CartNotice;
  /** Buying cannot go ahead now (the notice says why): Buy is disabled. */
  isBuyBlocked?: boolean;
  onToggle: (id: string, isChecked: boolean) => void;
  onToggleAll: (isChecked: boolean) => void;
  onRemove: (id: string) => void;
  /** Asks to check the first `count` purchasable items. */
  onSweep: (count: number) => void;
  onBuy: () => void;
  /**
   * 'card' (the default) draws the panel as a card with its own title, for a column beside the grid; 'none' lays it
   * flat inside a sheet whose title already names the cart, as on a phone.
   */
  frame?: 'card' | 'none';
}

/**
 * The sweep cart: its items with checkboxes and remove buttons, 'select all', a sweep count, the subtotal,
 * fees and total in BTC and USD, and Buy. Items that cannot be bought stay listed but disabled.
 */
export function CartPanel({
  items,
  checkedIds,
  sweepCount,
  maxSweep,
  totals,
  usdPerBtc,
  isBuying = false,
  notice,
  isBuyBlocked = false,
  onToggle,
  onToggleAll,
  onRemove,
  onSweep,
  onBuy,
  frame = 'card',
}: CartPanelProps) {
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
          <CartTotals totals={totals} usdPerBtc={usdPerBtc} />
          {notice && (
            <Notice role="status" data-tone={notice.tone}>
              {notice.text}
            </Notice>
          )}
          <Button
            size="large"
            fullWidth
            isLoading={isBuying}
            isDisabled={selection.checkedCount === 0 || totals.total === null || isBuyBlocked}
            onPress={onBuy}
          >
            {t('cart.buy')}
          </Button>
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

  &[data-frame='none'] {
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

const Notice = styled.p`
  ${textStyle('body2')};
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.info.text};
  background-color: ${vars.color.info.soft};

  &[data-tone='warning'] {
    color: ${vars.color.warning.text};
    background-color: ${vars.color.warning.soft};
  }
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
