import type { UnisatChainType, UnisatNetwork } from './unisatChain';

export interface UnisatBalance {
  confirmed: number;
  unconfirmed: number;
  total: number;
}

export interface UnisatInputToSign {
  index: number;
  address?: string;
  publicKey?: string;
  sighashTypes?: number[];
  /** Sign with the untweaked key: a script-path input whose leaf names it (UniSat's docs). */
  disableTweakSigner?: boolean;
}

export interface UnisatSignPsbtOptions {
  autoFinalized?: boolean;
  toSignInputs?: UnisatInputToSign[];
}

/**
 * What getChain and switchChain answer and chainChanged carries, e.g.
 * `{enum: 'BITCOIN_SIGNET', name: 'Bitcoin Signet', network: 'testnet'}`.
 */
export interface UnisatChainInfo {
  /** A UnisatChainType; typed wider, as a later version may add chains. */
  enum: string;
  name: string;
  /** The chain's address rules: 'livenet' or 'testnet'. */
  network: string;
}

/** The calls of the unisat extension's injected `window.unisat` that the marketplace makes (spec §7). */
export interface UnisatProvider {
  /** Prompts the user to connect. */
  requestAccounts(): Promise<string[]>;
  /** The connected accounts, no prompt. */
  getAccounts(): Promise<string[]>;
  getPublicKey(): Promise<string>;
  getBalance(): Promise<UnisatBalance>;
  /** Legacy: 'livenet' or 'testnet' ('unknown' on signet and Fractal); only asked where getChain is missing. */
  getNetwork(): Promise<string>;
  switchNetwork(network: UnisatNetwork): Promise<string>;
  /** Versions since mid-2024 (Fractal, then testnet4 and signet); older ones lack both. */
  getChain?(): Promise<UnisatChainInfo>;
  /** Prompts only when the chain changes; rejects 4001 when the user refuses. */
  switchChain?(chain: UnisatChainType): Promise<UnisatChainInfo>;
  /** Takes and answers hex. */
  signPsbt(psbtHex: string, options?: UnisatSignPsbtOptions): Promise<string>;
  sendBitcoin(to: string, sats: number, options?: { feeRate?: number }): Promise<string>;
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>;
  on(event: 'accountsChanged', handler: (accounts: string[]) => void): void;
  on(event: 'networkChanged', handler: (network: string) => void): void;
  on(event: 'chainChanged', handler: (chain: UnisatChainInfo) => void): void;
  removeListener(event: 'accountsChanged', handler: (accounts: string[]) => void): void;
  removeListener(event: 'networkChanged', handler: (network: string) => void): void;
  removeListener(event: 'chainChanged', handler: (chain: UnisatChainInfo) => void): void;
  /** Newer versions only. */
  disconnect?(): Promise<void>;
  /** Opens UniSat's own BRC-20 transfer inscription flow; newer versions only. */
  inscribeTransfer?(ticker: string, amount: string): Promise<unknown>;
}

declare global {
  interface Window {
    unisat?: UnisatProvider;
  }
}
