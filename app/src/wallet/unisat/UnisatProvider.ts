import type { UnisatNetwork } from './unisatNetwork';

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
}

export interface UnisatSignPsbtOptions {
  autoFinalized?: boolean;
  toSignInputs?: UnisatInputToSign[];
}

/** The calls of the unisat extension's injected `window.unisat` that the marketplace makes (spec §7). */
export interface UnisatProvider {
  /** Prompts the user to connect. */
  requestAccounts(): Promise<string[]>;
  /** The connected accounts, no prompt. */
  getAccounts(): Promise<string[]>;
  getPublicKey(): Promise<string>;
  getBalance(): Promise<UnisatBalance>;
  getNetwork(): Promise<string>;
  switchNetwork(network: UnisatNetwork): Promise<string>;
  /** Takes and answers hex. */
  signPsbt(psbtHex: string, options?: UnisatSignPsbtOptions): Promise<string>;
  sendBitcoin(to: string, sats: number, options?: { feeRate?: number }): Promise<string>;
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>;
  on(event: 'accountsChanged', handler: (accounts: string[]) => void): void;
  on(event: 'networkChanged', handler: (network: string) => void): void;
  removeListener(event: 'accountsChanged', handler: (accounts: string[]) => void): void;
  removeListener(event: 'networkChanged', handler: (network: string) => void): void;
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
