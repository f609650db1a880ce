export { cartStore } from './cart/cartStore';
export { createCartStore, initialCartState, type CartStore, type CartStoreOptions } from './cart/createCartStore';
export type { BoxItem, CartItem, CartState, CartStorage } from './cart/cartTypes';
export {
  isPurchasable,
  isPurchasableByStatus,
  isPurchasableInMarket,
  type PurchasabilityReading,
} from './cart/purchasable';
export { defaultMaxNum, maxSweepFor } from './cart/cartLimits';
export { readSavedCart, type SavedCart } from './cart/cartPersistence';
export {
  createWalletStore,
  initialWalletState,
  walletNames,
  walletStore,
  type ApiBalance,
  type WalletState,
  type WalletStore,
} from './wallet/walletStore';
export {
  createTradeStore,
  initialTradeState,
  sortColumns,
  tradeListNames,
  tradeStore,
  type SortColumn,
  type TickData,
  type TradeList,
  type TradeListName,
  type TradeState,
  type TradeStore,
} from './trade/tradeStore';
export { chooseSort, nextSortType, sortTypes, type SortType } from './trade/sortRule';
export {
  createDrawersStore,
  drawerNames,
  drawersStore,
  initialDrawersState,
  type DrawerName,
  type DrawersState,
  type DrawersStore,
} from './drawers/drawersStore';
export {
  configStore,
  createConfigStore,
  initialConfigState,
  type ConfigState,
  type ConfigStore,
  type NetRate,
} from './config/configStore';
export { FeeRatesUnknownError, knownFeeRate } from './config/feeRatesUnknown';
export {
  createPopupSelection,
  type PopupLoading,
  type PopupSelection,
  type PopupSelectionState,
} from './popup/popupSelection';
export { requestStatuses, type RequestStatus } from './requestStatus';
export {
  blindBoxStore,
  initialBlindBoxState,
  type BlindBoxState,
  type BoxOpening,
  type OpenRequest,
} from './blindBox/blindBoxStore';
