import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button } from '../../primitives/Button/Button';
import { textStyle } from '../../theme/textStyle';
import { CartTotals, type CartTotalsValue } from './CartTotals';

/** A line above Buy: 'info' for what will happen, 'warning' for what stops or changed the purchase. */
export interface CartNotice {
  tone: 'info' | 'warning';
  text: string;
}

export interface CartCheckoutProps {
  totals: CartTotalsValue;
  usdPerBtc?: number;
  /** How many items are checked: with none, there is nothing to buy. */
  checkedCount: number;
  /** The purchase is under way: the Buy button spins and ignores presses. */
  isBuying?: boolean;
  /** Something the trader should know before buying (items gone, a wallet short of funds, a wait). */
  notice?: CartNotice;
  /** Buying cannot go ahead now (the notice says why): Buy is disabled. */
  isBuyBlocked?: boolean;
  onBuy: () => void;
}

/**
 * What the checked items cost, what to know before buying, and Buy: the end of the cart, or a phone sheet's footer,
 * where it stays in view however long the list of items grows.
 */
export function CartCheckout({
  totals,
  usdPerBtc,
  checkedCount,
  isBuying = false,
  notice,
  isBuyBlocked = false,
  onBuy,
}: CartCheckoutProps) {
  const { t } = useKitStrings(marketStrings);
  return (
    <Checkout>
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
        isDisabled={checkedCount === 0 || totals.total === null || isBuyBlocked}
        onPress={onBuy}
      >
        {t('cart.buy')}
      </Button>
    </Checkout>
  );
}

const Checkout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
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
