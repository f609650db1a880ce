export { BaseStyles } from './theme/BaseStyles';
export { ThemeStyles } from './theme/ThemeStyles';
export { textStyle } from './theme/textStyle';
export {
  settingsStore,
  defaultSettings,
  resetSettings,
  differsFromDefaults,
  themeLayouts,
  type Settings,
  type ThemeLayout,
} from './settings/settingsStore';
export { persistSettings, settingsStorageKey } from './settings/persistSettings';
export { applySettings, writeThemeAttributes } from './settings/applySettings';
// The kit's own strings: English unless a KitStringsProvider above says otherwise, overridable by the host. The
// areas are exported for a host that shows a kit string of its own (`useKitStrings(settingsStrings)`).
export { KitStringsProvider, type KitStringsProviderProps } from './intl/KitStringsProvider';
export { useKitStrings, type KitAreaStrings } from './intl/useKitStrings';
export { loadKitStrings } from './intl/catalogues';
export type { KitStrings, KitAreaName, KitStringArea } from './intl/kitStrings';
export type { KitKey, KitStringValues, KitStringsOverride, KitTranslate } from './intl/kitStringTypes';
export { basicsStrings } from './intl/areas/basics';
export { marketStrings } from './intl/areas/market';
export { overlaysStrings } from './intl/areas/overlays';
export { housesStrings } from './intl/areas/houses';
export { houseCardStrings } from './intl/areas/houseCard';
export { boxBalanceStrings } from './intl/areas/boxBalance';
export { mintStrings } from './intl/areas/mint';
export { inscribeStrings } from './intl/areas/inscribe';
export { settingsStrings } from './intl/areas/settings';
export { commonStrings } from './intl/areas/common';
export { formatMarketTime, formatUtcDay, formatUtcMoment } from './time/formatTimes';
export { SettingsDrawer, type SettingsDrawerProps } from './widgets/SettingsDrawer/SettingsDrawer';
export { SettingsButton } from './widgets/SettingsDrawer/SettingsButton';
export { VisuallyHidden } from './internal/VisuallyHidden';
export { useIsServerRender } from './internal/useIsServerRender';
export { useMediaQuery } from './internal/useMediaQuery';
export { Grid } from './primitives/Grid/Grid';
export {
  WindowedGrid,
  type GridListItem,
  type GridPlace,
  type WindowedGridProps,
} from './primitives/WindowedGrid/WindowedGrid';
export { useGridColumns } from './primitives/WindowedGrid/useGridColumns';
export { Container } from './primitives/Container/Container';
export { AppShell, type AppShellProps } from './widgets/AppShell/AppShell';
export { Header } from './widgets/AppShell/Header';
export { NavVertical, NavMini, NavHorizontal } from './widgets/AppShell/Navs';
export type { NavItem } from './widgets/AppShell/NavList';
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonColor,
} from './primitives/Button/Button';
export { IconButton, type IconButtonProps, type IconButtonSize } from './primitives/IconButton/IconButton';
export { Badge, type BadgeProps, type BadgeTone, type BadgeVariant } from './primitives/Badge/Badge';
export {
  InscriptionStatusBadge,
  type InscriptionStatusBadgeProps,
  type InscriptionStatus,
} from './widgets/InscriptionStatusBadge/InscriptionStatusBadge';
export { ProtectedBadge, type ProtectedBadgeProps } from './widgets/ProtectedBadge/ProtectedBadge';
export { Dot, type DotProps, type DotTone, type DotDescribedBy } from './primitives/Badge/Dot';
export {
  Amount,
  type AmountProps,
  type AmountUnit,
  type AmountTone,
  type AmountSize,
} from './primitives/Amount/Amount';
export {
  formatBtc,
  formatSats,
  formatUsd,
  formatPercent,
  toSats,
  groupDigits,
  type Sats,
  type PercentOptions,
} from './primitives/Amount/formatAmount';
export { AddressText, type AddressTextProps } from './primitives/AddressText/AddressText';
export { shortenAddress, noAddress } from './primitives/AddressText/shortenAddress';
export { Tooltip, type TooltipProps, type TooltipTrigger } from './primitives/Tooltip/Tooltip';
export { Popover, type PopoverProps, type PopoverTrigger } from './primitives/Popover/Popover';
export type { LogicalPlacement } from './internal/logicalPlacement';
export { TextField, type TextFieldProps } from './primitives/TextField/TextField';
export { NumberField, type NumberFieldProps } from './primitives/NumberField/NumberField';
export { useAmountProblemText, type AmountField } from './amountText/useAmountProblemText';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox/Checkbox';
export { Switch, type SwitchProps } from './primitives/Switch/Switch';
export { Slider, type SliderProps } from './primitives/Slider/Slider';
export { Chip, type ChipProps, type ChipSize } from './primitives/Chip/Chip';
export { ShareMenu, type ShareMenuProps } from './widgets/ShareMenu/ShareMenu';
export { shareIntentUrl, shareNetworks, type ShareNetwork, type SharePost } from './widgets/ShareMenu/shareIntent';
export { Drawer, type DrawerProps } from './primitives/Drawer/Drawer';
export { Dialog, type DialogProps, type DialogSize, type DialogAlign } from './primitives/Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './widgets/ConfirmDialog/ConfirmDialog';
export { confirmCloseDelayMs } from './widgets/ConfirmDialog/choiceCloser';
export {
  ResultDialog,
  type ResultDialogProps,
  type SuccessResultDialogProps,
  type ErrorResultDialogProps,
  type ResultAction,
} from './widgets/ResultDialog/ResultDialog';
export {
  ReadBeforePurchaseDialog,
  type ReadBeforePurchaseDialogProps,
  type SentDummyTransaction,
} from './widgets/ReadBeforePurchaseDialog/ReadBeforePurchaseDialog';
export {
  PaymentSnack,
  type PaymentSnackProps,
  type PaymentSuccessSnackProps,
  type PaymentNoticeSnackProps,
  type PaymentSnackAction,
  type PaymentOutcome,
} from './widgets/PaymentSnack/PaymentSnack';
export { MobileNotice, type MobileNoticeProps } from './widgets/MobileNotice/MobileNotice';
export { Toaster, type ToasterProps } from './primitives/Toaster/Toaster';
export type { Timer } from './internal/timer';
export {
  createToaster,
  maxVisibleToasts,
  toastDurationMs,
  type ToasterStore,
  type ToasterOptions,
  type Toast,
  type ToastKind,
} from './primitives/Toaster/createToaster';
export { Pagination, type PaginationProps } from './primitives/Pagination/Pagination';
export { pageItems, type PageItem, type PageItemsOptions } from './primitives/Pagination/pageItems';
export {
  InfiniteScrollSentinel,
  type InfiniteScrollSentinelProps,
} from './primitives/InfiniteScrollSentinel/InfiniteScrollSentinel';
export { Menu, type MenuProps, type MenuAction } from './primitives/Menu/Menu';
export { Select, type SelectProps, type SelectOption } from './primitives/Select/Select';
export { ImageUpload, type ImageUploadProps } from './widgets/ImageUpload/ImageUpload';
export {
  imageFileProblem,
  imageExtensions,
  maxImageBytes,
  imageAccept,
  type ImageFileProblem,
  type ImageFileFacts,
} from './widgets/ImageUpload/imageFileRule';
export { Table, type TableProps, type TableColumn } from './primitives/Table/Table';
export { nextSort, sortDirectionOf, type TableSort, type SortDirection } from './primitives/Table/tableSort';
export { QRCode, type QRCodeProps } from './primitives/QRCode/QRCode';
export { Tabs, type TabsProps, type TabItem } from './primitives/Tabs/Tabs';
export { MintDrawer, type MintDrawerProps, type MintDrawerView } from './widgets/MintDrawer/MintDrawer';
export { MintQualification, type MintQualificationProps } from './widgets/MintDrawer/MintQualification';
export { MintOrder, type MintOrderProps, type MintPayState } from './widgets/MintDrawer/MintOrder';
export { MintCosts } from './widgets/MintDrawer/MintCosts';
export type { MintCostBreakdown } from './widgets/MintDrawer/mintCostBreakdown';
export { MintSuccess, type MintSuccessProps } from './widgets/MintDrawer/MintSuccess';
export { MintEligibilityNotice, type MintEligibilityNoticeProps } from './widgets/MintDrawer/MintEligibilityNotice';
export {
  MintCombinationPicker,
  type MintCombinationPickerProps,
  type MintParent,
} from './widgets/MintDrawer/MintCombinationPicker';
export {
  Brc20DeployForm,
  brc20DeployDefaults,
  type Brc20DeployFormProps,
  type Brc20DeployValues,
  type Brc20DeployIcon,
} from './widgets/Brc20Inscribe/Brc20DeployForm';
export {
  Brc20MintForm,
  type Brc20MintFormProps,
  type Brc20MintValues,
  type Brc20MintLimits,
} from './widgets/Brc20Inscribe/Brc20MintForm';
export { Brc20TransferForm, type Brc20TransferFormProps } from './widgets/Brc20Inscribe/Brc20TransferForm';
export { Brc20InscribeCosts, type Brc20InscribeCost } from './widgets/Brc20Inscribe/Brc20InscribeCosts';
export type { Brc20SubmitState } from './widgets/Brc20Inscribe/Brc20SubmitButton';
export type { Brc20PaymentProps } from './widgets/Brc20Inscribe/Brc20Payment';
export {
  InscriptionOrderProgress,
  type InscriptionOrderProgressProps,
} from './widgets/InscriptionOrderProgress/InscriptionOrderProgress';
export {
  inscriptionOrderSteps,
  type InscriptionOrderStatus,
  type InscriptionOrderStep,
  type InscriptionOrderOutcome,
} from './widgets/InscriptionOrderProgress/orderProgress';
export { FeePicker, type FeePickerProps, type FeeChoice } from './widgets/FeePicker/FeePicker';
export type { FeeTierName, FeeTierQuote } from './widgets/FeePicker/feeTiers';
export { PriceChange, type PriceChangeProps } from './primitives/Amount/PriceChange';
export { noValue } from './primitives/Amount/formatAmount';
export { PriceChart, type PriceChartProps } from './widgets/PriceChart/PriceChart';
export { priceRanges, type PriceRange } from './widgets/PriceChart/RangePicker';
export {
  priceColumns,
  priceSummary,
  type PricePoint,
  type PriceUnit,
  type PriceSummary,
} from './widgets/PriceChart/priceSeries';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './primitives/Skeleton/Skeleton';
export { SkeletonGroup, type SkeletonGroupProps } from './primitives/Skeleton/SkeletonGroup';
export { CartPanel, type CartItemsProps, type CartPanelProps } from './widgets/CartPanel/CartPanel';
export { CartCheckout, type CartCheckoutProps, type CartNotice } from './widgets/CartPanel/CartCheckout';
export { CartBar, type CartBarProps } from './widgets/CartPanel/CartBar';
export type { CartItem } from './widgets/CartPanel/CartItemRow';
export { CartTotals, type CartTotalsValue } from './widgets/CartPanel/CartTotals';
export { cartSelection, type CartSelection, type SelectableItem } from './widgets/CartPanel/cartSelection';
export { EmptyState, type EmptyStateProps, type EmptyStateAction } from './primitives/EmptyState/EmptyState';
export { Image, type ImageProps } from './primitives/Image/Image';
export { imageLoading } from './primitives/Image/largestPaint';
export { StatsBar, type StatsBarProps } from './widgets/StatsBar/StatsBar';
export { CollectionCard, type CollectionCardProps } from './widgets/CollectionCard/CollectionCard';
export { TokenRow, type TokenRowProps } from './widgets/TokenRow/TokenRow';
export { TokenList, type TokenListProps } from './widgets/TokenRow/TokenList';
export { mintPercent, type TokenAmount } from './widgets/TokenRow/mintProgress';
export { InscriptionCard, type InscriptionCardProps } from './widgets/InscriptionCard/InscriptionCard';
export {
  inscriptionPreview,
  formatInscriptionNumber,
  type InscriptionContent,
  type InscriptionPreview,
} from './widgets/InscriptionCard/inscriptionPreview';
// Blind boxes: the box wallet (recharge, withdraw, history) and making houses and their liquidity.
export { RechargePanel, type RechargePanelProps } from './widgets/blindBox/RechargePanel/RechargePanel';
export type { Brc20DepositProps, Brc20DepositState } from './widgets/blindBox/RechargePanel/Brc20DepositSection';
export { formatTokenAmount } from './widgets/blindBox/shared/tokenAmount';
export {
  WithdrawalPanel,
  type WithdrawalPanelProps,
  type WithdrawalAsset,
  type WithdrawalQuote,
} from './widgets/blindBox/WithdrawalPanel/WithdrawalPanel';
export { BoxHistory, type BoxHistoryProps, type BoxHistoryScope } from './widgets/blindBox/BoxHistory/BoxHistory';
export { NftPicker, type NftPickerProps } from './widgets/blindBox/NftPicker/NftPicker';
export {
  MakeBoxForm,
  type MakeBoxFormProps,
  type MakeBoxValues,
  type MakeBoxField,
} from './widgets/blindBox/MakeBoxForm/MakeBoxForm';
export {
  MakeBoxDeposit,
  type MakeBoxDepositStep,
  type HouseDepositStatus,
} from './widgets/blindBox/MakeBoxDeposit/MakeBoxDeposit';
export {
  AddLiquidityForm,
  RemoveLiquidityForm,
  type AddLiquidityFormProps,
  type RemoveLiquidityFormProps,
  type LiquidityMode,
} from './widgets/blindBox/LiquidityForm/LiquidityForm';
export type {
  BoxDeposit,
  BoxDepositStatus,
  BoxWithdrawal,
  WithdrawalStatus,
  HeldInscription,
  Brc20Transfer,
  BoxMovement,
  BoxMovementKind,
  BoxMovementLine,
} from './widgets/blindBox/shared/blindBoxTypes';
// Blind box: houses and play (strings area `houses`).
export { HouseCard, type HouseCardProps } from './widgets/blindBox/HouseCard/HouseCard';
export { HouseDetail, type HouseDetailProps } from './widgets/blindBox/HouseDetail/HouseDetail';
export { OpenBoxPanel, type OpenBoxPanelProps, type OpenBoxState } from './widgets/blindBox/OpenBoxPanel/OpenBoxPanel';
export { DrawVerifier, type DrawVerifierProps } from './widgets/blindBox/DrawVerifier/DrawVerifier';
export { MyHouses, type MyHousesProps } from './widgets/blindBox/MyHouses/MyHouses';
export { BoxBalanceSummary, type BoxBalanceSummaryProps } from './widgets/blindBox/BoxBalanceSummary/BoxBalanceSummary';
export type {
  BoxPrize,
  Brc20Amount,
  HouseStatus,
  HouseSummary,
  HouseOdds,
  HouseWinner,
  FairnessCommitment,
  RevealedSeed,
  HouseDetails,
  DrawFacts,
  DrawCheck,
  BoxBalance,
  ProviderPosition,
} from './widgets/blindBox/shared/blindBoxTypes';
