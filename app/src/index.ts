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
export { createAppServices, type AppServices, type AppServicesOptions } from './services/appServices';
export { useAppServices } from './services/AppServicesContext';
export { AppProviders, type AppProvidersProps } from './shell/AppProviders';
export { BrandMark, Wordmark } from './shell/Wordmark';
export { useMarketplaceNav } from './shell/useMarketplaceNav';
