// The app's public entry (`@ordmarket/app`): its services, stores, API client, wallet connectors and the shared state
// other packages (stories, tests) drive it with. Screens are in `./screens`, stand-ins for tests in `./testing`.
export {
  createApiClient,
  apiTimeoutMs,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
} from './api/apiClient';
export { ApiCallError } from './api/ApiCallError';
export type { ApiBody, ApiData, ApiPath } from './api/apiCalls';
export { createTokenStore, type SessionTokens, type TokenStorage, type TokenStore } from './api/tokenStore';
export {
  createMempoolClient,
  MempoolError,
  type MempoolClient,
  type MempoolClientOptions,
  type RecommendedFees,
  type Utxo,
} from './api/mempoolClient';
export { ApiClientContext, useApi, type ApiRead, type UseApiOptions } from './api/useApi';
export * from './stores';
export * from './wallet';
export { ContentUrlContext, useContentUrl, type ContentUrl } from './content/contentUrl';
export { PreviewUrlContext, type PreviewUrl } from './content/previewUrl';
export { feeTierQuotes, feeTierRates, type FeeTierRates } from './fees/feeTierQuotes';
export { pendingDummies, type PendingDummies, type PendingDummiesState } from './purchase/pendingDummies';
export { qrApprovalLink, qrApprovalPath } from './paths/qrApprovalLink';
export * from './sharing';
export { createOverlaysStore, type OverlaysStore } from './stores/overlays/overlaysStore';
export { accountSignal, finishConnection, requestConnection, type AccountSignal } from './wallet/connect/accountSignal';
export { createAppServices, type AppServices, type AppServicesOptions } from './services/appServices';
export { useAppServices } from './services/AppServicesContext';
export { AppProviders, type AppProvidersProps } from './shell/AppProviders';
export { BrandMark, Wordmark } from './shell/Wordmark';
export { useMarketplaceNav } from './shell/useMarketplaceNav';
