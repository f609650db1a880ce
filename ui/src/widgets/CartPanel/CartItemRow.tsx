import { vars } from '@ordmarket/tokens';
import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Amount } from '../../primitives/Amount/Amount';
import type { Sats } from '../../primitives/Amount/formatAmount';
import { Badge } from '../../primitives/Badge/Badge';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { textStyle } from '../../theme/textStyle';
import { CartThumbnail } from './CartThumbnail';
import { singleLine } from '../../theme/singleLine';

/** An inscription in the sweep cart. */
export interface CartItem {
  /** The inscription id. */
  id: string;
  name: string;
  /** The inscription number, shown as '#78211'. */
  number?: number;
  /** The picture's address; inline data or a local URL, never fetched by the kit itself. */
  thumbnail?: string;
  priceSats: Sats;
  /** False for items that cannot be bought now (sold, pending, the trader's own): shown, not checkable. */
  isPurchasable: boolean;
}

interface CartItemRowProps {
  item: CartItem;
  isChecked: boolean;
  onToggle: (id: string, isChecked: boolean) => void;
  onRemove: (id: string) => void;
}

/** One cart line: its checkbox, picture, name and number, price, and a remove button. */
export function CartItemRow({ item, isChecked, onToggle, onRemove }: CartItemRowProps) {
  const { t } = useKitStrings(marketStrings);
  const label = item.number === undefined ? item.name : `${item.name} #${item.number}`;
  return (
    <Row data-unavailable={!item.isPurchasable || undefined}>
      <Checkbox
        aria-label={t('cart.select', { name: label })}
        isSelected={item.isPurchasable && isChecked}
        isDisabled={!item.isPurchasable}
        onChange={(checked) => onToggle(item.id, checked)}
      />
      <CartThumbnail src={item.thumbnail} />
      <Details>
        <Name title={item.name}>{item.name}</Name>
        <Meta>
          {item.number !== undefined && <Number>#{item.number}</Number>}
          {!item.isPurchasable && <Badge>{t('cart.unavailable')}</Badge>}
        </Meta>
      </Details>
      <Price>
        <Amount sats={item.priceSats} size="small" />
      </Price>
      <IconButton label={t('cart.remove', { name: label })} size="small" onPress={() => onRemove(item.id)}>
        <Trash2 size={16} aria-hidden />
      </IconButton>
    </Row>
  );
}

const Row = styled.li`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[2]};
  border-block-end: 1px dashed ${vars.color.divider};

  &:last-child {
    border-block-end: 0;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 0;
`;

const Name = styled.span`
  ${textStyle('subtitle2')};
  overflow: hidden;
  color: ${vars.color.text.primary};
  text-overflow: ellipsis;
  white-space: nowrap;

  ${Row}[data-unavailable] & {
    color: ${vars.color.text.secondary};
  }
`;

const Meta = styled.span`
  ${textStyle('caption')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  min-inline-size: 0;
  color: ${vars.color.text.secondary};
`;

const Number = styled.span`
  ${singleLine};
`;

const Price = styled.span`
  ${Row}[data-unavailable] & {
    opacity: 0.64;
  }
`;
