// `@ordmarket/app/shell`: the frame's pieces stories show on their own (header search, wallet button and the wallet
// host that follows wallet events, overlays, the screen error boundary), each as the app renders it.
export { ScreenErrorBoundary } from './ScreenErrorBoundary';
export { HeaderSearch } from './search/HeaderSearch';
export { MobileNoticeOverlay } from './overlays/MobileNoticeOverlay';
export { RequestedOverlays } from './overlays/RequestedOverlays';
export { WelcomeOverlays } from './overlays/WelcomeOverlays';
export { WalletButton } from '../wallet/connect/WalletButton';
export { default as WalletHost } from './wallet/WalletHost';
