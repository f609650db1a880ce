import { describe, expect, it } from 'vitest';
import { cartSelection } from './cartSelection';

const items = [
  { id: 'a', isPurchasable: true },
  { id: 'b', isPurchasable: true },
  { id: 'sold', isPurchasable: false },
];

describe('cartSelection', () => {
  it('is unchecked with nothing checked', () => {
    expect(cartSelection(items, [])).toEqual({
      checkedCount: 0,
      isAllChecked: false,
      isPartlyChecked: false,
      hasNothingToCheck: false,
    });
  });

  it('is partly checked when some purchasable items are', () => {
    expect(cartSelection(items, ['a'])).toMatchObject({ checkedCount: 1, isAllChecked: false, isPartlyChecked: true });
  });

  it('is all checked when every purchasable item is, whatever the unpurchasable ones', () => {
    expect(cartSelection(items, ['a', 'b'])).toMatchObject({
      checkedCount: 2,
      isAllChecked: true,
      isPartlyChecked: false,
    });
  });

  it('does not count ids of unpurchasable or removed items', () => {
    expect(cartSelection(items, ['a', 'sold', 'gone'])).toMatchObject({ checkedCount: 1, isPartlyChecked: true });
  });

  it('has nothing to check when no item can be bought, or there are none', () => {
    expect(cartSelection([{ id: 'sold', isPurchasable: false }], ['sold'])).toEqual({
      checkedCount: 0,
      isAllChecked: false,
      isPartlyChecked: false,
      hasNothingToCheck: true,
    });
    expect(cartSelection([], []).hasNothingToCheck).toBe(true);
  });
});
