import { addListener, request, type ListenerInfo, type Params, type Requests, type RpcResult } from 'sats-connect';

/** Where Xverse injects its provider, `window.XverseProviders.BitcoinProvider`, as sats-connect names the path. */
const xverseProviderId = 'XverseProviders.BitcoinProvider';

/**
 * A request to the Xverse provider itself. sats-connect's default `Wallet.request` opens its own wallet picker when
 * no wallet is remembered, and remembers whichever the user picks there for every later call (UniSat, picked there,
 * answers these calls "Method not supported"); naming the provider goes to Xverse alone, with no picker.
 */
export function xverseRequest<Method extends keyof Requests>(
  method: Method,
  params: Params<Method>,
): Promise<RpcResult<Method>> {
  return request(method, params, xverseProviderId);
}

/** Follows one of Xverse's own events (accountChange, networkChange); answers the function that stops it. */
export function onXverseEvent(listener: ListenerInfo): () => void {
  return addListener(listener, xverseProviderId);
}

// Xverse injects its provider; its absence means the extension is not installed.
export function isXverseInstalled(): boolean {
  return typeof window !== 'undefined' && window.XverseProviders?.BitcoinProvider !== undefined;
}
