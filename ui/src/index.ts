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
export { SettingsDrawer, type SettingsDrawerProps } from './SettingsDrawer/SettingsDrawer';
export { SettingsButton } from './SettingsDrawer/SettingsButton';
export { VisuallyHidden } from './internal/VisuallyHidden';
export { Grid } from './Grid/Grid';
export { WindowedGrid, type WindowedGridProps } from './WindowedGrid/WindowedGrid';
export { useGridColumns } from './WindowedGrid/useGridColumns';
export { Container } from './Container/Container';
export { AppShell, type AppShellProps } from './AppShell/AppShell';
export { Header } from './AppShell/Header';
export { NavVertical, NavMini, NavHorizontal } from './AppShell/Navs';
export type { NavItem } from './AppShell/NavList';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize, type ButtonColor } from './Button/Button';
export { IconButton, type IconButtonProps, type IconButtonSize } from './IconButton/IconButton';
export { Badge, type BadgeProps, type BadgeTone, type BadgeVariant } from './Badge/Badge';
export {
  InscriptionStatusBadge,
  type InscriptionStatusBadgeProps,
  type InscriptionStatus,
} from './Badge/InscriptionStatusBadge';
export { Dot, type DotProps, type DotTone, type DotDescribedBy } from './Badge/Dot';
export { Amount, type AmountProps, type AmountUnit, type AmountTone, type AmountSize } from './Amount/Amount';
export {
  formatBtc,
  formatSats,
  formatUsd,
  formatPercent,
  toSats,
  groupDigits,
  type Sats,
  type PercentOptions,
} from './Amount/formatAmount';
export { AddressText, type AddressTextProps } from './AddressText/AddressText';
export { shortenAddress, noAddress } from './AddressText/shortenAddress';
export { Tooltip, type TooltipProps, type TooltipTrigger } from './Tooltip/Tooltip';
export { Popover, type PopoverProps, type PopoverTrigger } from './Popover/Popover';
export type { LogicalPlacement } from './internal/logicalPlacement';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { useAmountProblemText, type AmountField } from './amountText/useAmountProblemText';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Switch, type SwitchProps } from './Switch/Switch';
export { Slider, type SliderProps } from './Slider/Slider';
export { Chip, type ChipProps, type ChipSize } from './Chip/Chip';
export { ShareMenu, type ShareMenuProps } from './ShareMenu/ShareMenu';
export { shareIntentUrl, shareNetworks, type ShareNetwork, type SharePost } from './ShareMenu/shareIntent';
export { Drawer, type DrawerProps } from './Drawer/Drawer';
export { Dialog, type DialogProps, type DialogSize, type DialogAlign } from './Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { confirmCloseDelayMs } from './ConfirmDialog/choiceCloser';
export {
  ResultDialog,
  type ResultDialogProps,
  type SuccessResultDialogProps,
  type ErrorResultDialogProps,
  type ResultAction,
} from './ResultDialog/ResultDialog';
export {
  ReadBeforePurchaseDialog,
  type ReadBeforePurchaseDialogProps,
  type SentDummyTransaction,
} from './ReadBeforePurchaseDialog/ReadBeforePurchaseDialog';
export {
  PaymentSnack,
  type PaymentSnackProps,
  type PaymentSuccessSnackProps,
  type PaymentNoticeSnackProps,
  type PaymentSnackAction,
  type PaymentOutcome,
} from './PaymentSnack/PaymentSnack';
export { MobileNotice, type MobileNoticeProps } from './MobileNotice/MobileNotice';
export { Toaster, type ToasterProps } from './Toaster/Toaster';
export type { Timer } from './internal/timer';
export {
  createToaster,
  maxVisibleToasts,
  toastDurationMs,
  type ToasterStore,
  type ToasterOptions,
  type Toast,
  type ToastKind,
} from './Toaster/createToaster';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { pageItems, type PageItem, type PageItemsOptions } from './Pagination/pageItems';
export {
  InfiniteScrollSentinel,
  type InfiniteScrollSentinelProps,
} from './InfiniteScrollSentinel/InfiniteScrollSentinel';
export { Menu, type MenuProps, type MenuAction } from './Menu/Menu';
export { Select, type SelectProps, type SelectOption } from './Select/Select';
export { ImageUpload, type ImageUploadProps } from './ImageUpload/ImageUpload';
export {
  imageFileProblem,
  imageExtensions,
  maxImageBytes,
  imageAccept,
  type ImageFileProblem,
  type ImageFileFacts,
} from './ImageUpload/imageFileRule';
export { Table, type TableProps, type TableColumn } from './Table/Table';
export { nextSort, sortDirectionOf, type TableSort, type SortDirection } from './Table/tableSort';
export { QRCode, type QRCodeProps } from './QRCode/QRCode';
export { Tabs, type TabsProps, type TabItem } from './Tabs/Tabs';
export { MintDrawer, type MintDrawerProps, type MintDrawerView } from './MintDrawer/MintDrawer';
export { MintQualification, type MintQualificationProps } from './MintDrawer/MintQualification';
export { MintOrder, type MintOrderProps, type MintPayState } from './MintDrawer/MintOrder';
export { MintCosts } from './MintDrawer/MintCosts';
export type { MintCostBreakdown } from './MintDrawer/mintCostBreakdown';
export { MintSuccess, type MintSuccessProps } from './MintDrawer/MintSuccess';
export { MintEligibilityNotice, type MintEligibilityNoticeProps } from './MintDrawer/MintEligibilityNotice';
export {
  MintCombinationPicker,
  type MintCombinationPickerProps,
  type MintParent,
} from './MintDrawer/MintCombinationPicker';
export {
  Brc20DeployForm,
  brc20DeployDefaults,
  type Brc20DeployFormProps,
  type Brc20DeployValues,
  type Brc20DeployIcon,
} from './Brc20Inscribe/Brc20DeployForm';
export {
  Brc20MintForm,
  type Brc20MintFormProps,
  type Brc20MintValues,
  type Brc20MintLimits,
} from './Brc20Inscribe/Brc20MintForm';
export { Brc20TransferForm, type Brc20TransferFormProps } from './Brc20Inscribe/Brc20TransferForm';
export { Brc20InscribeCosts, type Brc20InscribeCost } from './Brc20Inscribe/Brc20InscribeCosts';
export type { Brc20SubmitState } from './Brc20Inscribe/Brc20SubmitButton';
export type { Brc20PaymentProps } from './Brc20Inscribe/Brc20Payment';
export {
  InscriptionOrderProgress,
  type InscriptionOrderProgressProps,
} from './InscriptionOrderProgress/InscriptionOrderProgress';
export {
  inscriptionOrderSteps,
  type InscriptionOrderStatus,
  type InscriptionOrderStep,
  type InscriptionOrderOutcome,
} from './InscriptionOrderProgress/orderProgress';
export { FeePicker, type FeePickerProps, type FeeChoice } from './FeePicker/FeePicker';
export type { FeeTierName, FeeTierQuote } from './FeePicker/feeTiers';
export { PriceChange, type PriceChangeProps } from './Amount/PriceChange';
export { noValue } from './Amount/formatAmount';
export { PriceChart, type PriceChartProps } from './PriceChart/PriceChart';
export { priceRanges, type PriceRange } from './PriceChart/RangePicker';
export {
  priceColumns,
  priceSummary,
  type PricePoint,
  type PriceUnit,
  type PriceSummary,
} from './PriceChart/priceSeries';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './Skeleton/Skeleton';
export { SkeletonGroup, type SkeletonGroupProps } from './Skeleton/SkeletonGroup';
export { CartPanel, type CartNotice, type CartPanelProps } from './CartPanel/CartPanel';
export { CartBar, type CartBarProps } from './CartPanel/CartBar';
export type { CartItem } from './CartPanel/CartItemRow';
export { CartTotals, type CartTotalsValue } from './CartPanel/CartTotals';
export { cartSelection, type CartSelection, type SelectableItem } from './CartPanel/cartSelection';
export { EmptyState, type EmptyStateProps, type EmptyStateAction } from './EmptyState/EmptyState';
export { Image, type ImageProps } from './Image/Image';
export { StatsBar, type StatsBarProps } from './StatsBar/StatsBar';
export { CollectionCard, type CollectionCardProps } from './CollectionCard/CollectionCard';
export { TokenRow, type TokenRowProps } from './TokenRow/TokenRow';
export { TokenList, type TokenListProps } from './TokenRow/TokenList';
export { mintPercent, type TokenAmount } from './TokenRow/mintProgress';
export { InscriptionCard, type InscriptionCardProps } from './InscriptionCard/InscriptionCard';
export {
  inscriptionPreview,
  formatInscriptionNumber,
  type InscriptionContent,
  type InscriptionPreview,
} from './InscriptionCard/inscriptionPreview';
// Blind boxes: the box wallet (recharge, withdraw, history) and making houses and their liquidity.
export { RechargePanel, type RechargePanelProps } from './BlindBox/RechargePanel';
export type { Brc20DepositProps, Brc20DepositState } from './BlindBox/Brc20DepositSection';
export { formatTokenAmount } from './BlindBox/tokenAmount';
export {
  WithdrawalPanel,
  type WithdrawalPanelProps,
  type WithdrawalAsset,
  type WithdrawalQuote,
} from './BlindBox/WithdrawalPanel';
export { BoxHistory, type BoxHistoryProps, type BoxHistoryScope } from './BlindBox/BoxHistory';
export { NftPicker, type NftPickerProps } from './BlindBox/NftPicker';
export { MakeBoxForm, type MakeBoxFormProps, type MakeBoxValues, type MakeBoxField } from './BlindBox/MakeBoxForm';
export { MakeBoxDeposit, type MakeBoxDepositStep, type HouseDepositStatus } from './BlindBox/MakeBoxDeposit';
export {
  AddLiquidityForm,
  RemoveLiquidityForm,
  type AddLiquidityFormProps,
  type RemoveLiquidityFormProps,
  type LiquidityMode,
} from './BlindBox/LiquidityForm';
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
} from './BlindBox/blindBoxTypes';
// Blind box: houses and play (strings area `houses`).
export { HouseCard, type HouseCardProps } from './BlindBox/HouseCard';
export { HouseDetail, type HouseDetailProps } from './BlindBox/HouseDetail';
export { OpenBoxPanel, type OpenBoxPanelProps, type OpenBoxState } from './BlindBox/OpenBoxPanel';
export { DrawVerifier, type DrawVerifierProps } from './BlindBox/DrawVerifier';
export { MyHouses, type MyHousesProps } from './BlindBox/MyHouses';
export { BoxBalanceSummary, type BoxBalanceSummaryProps } from './BlindBox/BoxBalanceSummary';
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
} from './BlindBox/blindBoxTypes';
