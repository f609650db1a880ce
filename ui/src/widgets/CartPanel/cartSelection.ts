export interface SelectableItem {
  id: string;
  isPurchasable: boolean;
}

export interface CartSelection {
  /** Purchasable items that are checked; ids of gone or unpurchasable items do not count. */
  checkedCount: number;
  /** 'Check all' is on: every purchasable item is checked. */
  isAllChecked: boolean;
  /** 'Check all' shows a dash: some purchasable items are checked, not all. */
  isPartlyChecked: boolean;
  /** Nothing can be bought, so there is nothing to check. */
  hasNothingToCheck: boolean;
}

/** The state of the cart's 'check all' box and its count, from the items and the checked ids. */
export function cartSelection(items: readonly SelectableItem[], checkedIds: readonly string[]): CartSelection {
  const checked = new Set(checkedIds);
  const purchasable = items.filter((item) => item.isPurchasable);
  const checkedCount = purchasable.filter((item) => checked.has(item.id)).length;
  return {
    checkedCount,
    isAllChecked: checkedCount > 0 && checkedCount === purchasable.length,
    isPartlyChecked: checkedCount > 0 && checkedCount < purchasable.length,
    hasNothingToCheck: purchasable.length === 0,
  };
}
