// `@ordmarket/app/screens`: every screen and piece of the frame the stories render, as the app shows them. The app
// itself never imports this file: its routes load each screen lazily, in its own chunk.
export { Component as AssetRoute } from './asset/assetRoute';
export { Component as CollectionRoute } from './collection/collectionRoute';
export { AttributeFilters } from './collection/items/AttributeFilters';
export { hasTrait, type Trait } from './collection/items/itemQuery';
export { CollectionsScreen } from './collections/CollectionsScreen';
export { ErrorScreen } from './errors/ErrorScreen';
export { HomeScreen } from './home/HomeScreen';
export { Component as MarketplaceRoute } from './marketplace/marketplaceRoute';
export { QrApprovalScreen } from './qrApproval/QrApprovalScreen';
export { AccountScreen } from './account/AccountScreen';
export { BlindBoxPanel } from './account/BlindBoxPanel';
export { Component as WorkRoute } from './work/workRoute';
export { ScreenErrorBoundary } from '../routes/ScreenErrorBoundary';
export { HeaderSearch } from '../shell/search/HeaderSearch';
export { MobileNoticeOverlay } from '../shell/overlays/MobileNoticeOverlay';
export { RequestedOverlays } from '../shell/overlays/RequestedOverlays';
export { WelcomeOverlays } from '../shell/overlays/WelcomeOverlays';
export { WalletButton } from '../wallet/connect/WalletButton';
export { BoxBalanceDrawers } from '../blindBox/boxBalance/BoxBalanceDrawers';
export { HouseDrawers } from '../blindBox/houses/HouseDrawers';
export { HouseShelf } from '../blindBox/houses/HouseShelf';
