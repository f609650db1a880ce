import Wallet, { type AddListener, type Params, type Requests, type RpcResult } from 'sats-connect';

/** The part of sats-connect 4's wallet object the Xverse connector uses; tests pass a fake of the extension. */
export interface SatsConnectClient {
  request<Method extends keyof Requests>(method: Method, params: Params<Method>): Promise<RpcResult<Method>>;
  addListener: AddListener;
}

export const satsConnect: SatsConnectClient = {
  request: (method, params) => Wallet.request(method, params),
  addListener: (listener) => Wallet.addListener(listener),
};

// Xverse injects this object; its absence means the extension is not installed.
export function isXverseInstalled(): boolean {
  return typeof window !== 'undefined' && 'XverseProviders' in window;
}
