import type { UnisatBalance, UnisatProvider, UnisatSignPsbtOptions } from '../unisat/UnisatProvider';

/** unisat's refusal of a prompt, as the extension rejects it. */
export const unisatRejection = Object.assign(new Error('User rejected the request.'), { code: 4001 });

/**
 * A stand-in for the unisat extension's injected API (an external program, not ours): it answers from its
 * fields, records calls, rejects everything like a refused prompt when `refuse` is set, and emits events.
 */
export class FakeUnisat implements UnisatProvider {
  accounts: string[] = [];
  publicKey = '02'.padEnd(66, '1');
  balance: UnisatBalance = { confirmed: 1000, unconfirmed: 200, total: 1200 };
  network = 'livenet';
  refuse = false;
  readonly calls: Array<{ method: string; args: unknown[] }> = [];
  private readonly accountListeners = new Set<(accounts: string[]) => void>();
  private readonly networkListeners = new Set<(network: string) => void>();

  private answer<T>(method: string, args: unknown[], value: T): Promise<T> {
    this.calls.push({ method, args });
    return this.refuse ? Promise.reject(unisatRejection) : Promise.resolve(value);
  }

  requestAccounts = () => this.answer('requestAccounts', [], this.accounts);
  getAccounts = () => this.answer('getAccounts', [], this.accounts);
  getPublicKey = () => this.answer('getPublicKey', [], this.publicKey);
  getBalance = () => this.answer('getBalance', [], this.balance);
  getNetwork = () => this.answer('getNetwork', [], this.network);
  switchNetwork = (network: string) => this.answer('switchNetwork', [network], network);
  signPsbt = (psbtHex: string, options?: UnisatSignPsbtOptions) => this.answer('signPsbt', [psbtHex, options], psbtHex);
  sendBitcoin = (to: string, sats: number, options?: { feeRate?: number }) =>
    this.answer('sendBitcoin', [to, sats, options], 'ab'.repeat(32));
  signMessage = (message: string, type?: string) => this.answer('signMessage', [message, type], 'c2lnbmVk');
  /** Older UniSat versions have no such call: a test that needs one of those sets this to undefined. */
  inscribeTransfer?: (ticker: string, amount: string) => Promise<unknown> = (ticker, amount) =>
    this.answer('inscribeTransfer', [ticker, amount], undefined);

  on(event: 'accountsChanged', handler: (accounts: string[]) => void): void;
  on(event: 'networkChanged', handler: (network: string) => void): void;
  on(event: string, handler: ((accounts: string[]) => void) | ((network: string) => void)): void {
    if (event === 'accountsChanged') this.accountListeners.add(handler as (accounts: string[]) => void);
    else this.networkListeners.add(handler as (network: string) => void);
  }

  removeListener(event: 'accountsChanged', handler: (accounts: string[]) => void): void;
  removeListener(event: 'networkChanged', handler: (network: string) => void): void;
  removeListener(event: string, handler: ((accounts: string[]) => void) | ((network: string) => void)): void {
    if (event === 'accountsChanged') this.accountListeners.delete(handler as (accounts: string[]) => void);
    else this.networkListeners.delete(handler as (network: string) => void);
  }

  emitAccounts(accounts: string[]): void {
    for (const listener of this.accountListeners) listener(accounts);
  }

  emitNetwork(network: string): void {
    for (const listener of this.networkListeners) listener(network);
  }
}
