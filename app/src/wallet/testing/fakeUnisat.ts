import type { UnisatChainType } from '../unisat/unisatChain';
import type { UnisatBalance, UnisatChainInfo, UnisatProvider, UnisatSignPsbtOptions } from '../unisat/UnisatProvider';

/** An error as UniSat's page provider rejects with it: eth-rpc-errors' serialized form, a plain object. */
export interface UnisatRpcError {
  readonly code: number;
  readonly message: string;
}

/** unisat's refusal of a prompt, as the extension rejects it. */
export const unisatRejection: UnisatRpcError = { code: 4001, message: 'User rejected the request.' };

/** UniSat's chains as the extension describes them (getChain's `name`, and `network`, the rules of their addresses). */
const chainInfo: Readonly<Record<UnisatChainType, { readonly name: string; readonly network: 'livenet' | 'testnet' }>> =
  {
    BITCOIN_MAINNET: { name: 'Bitcoin', network: 'livenet' },
    BITCOIN_TESTNET: { name: 'Bitcoin Testnet', network: 'testnet' },
    BITCOIN_TESTNET4: { name: 'Bitcoin Testnet4 (Beta)', network: 'testnet' },
    BITCOIN_SIGNET: { name: 'Bitcoin Signet', network: 'testnet' },
    FRACTAL_BITCOIN_MAINNET: { name: 'Fractal Bitcoin', network: 'livenet' },
    FRACTAL_BITCOIN_TESTNET: { name: 'Fractal Bitcoin Testnet', network: 'livenet' },
  };

function isChainType(value: string): value is UnisatChainType {
  return Object.hasOwn(chainInfo, value);
}

// The legacy getNetwork's name: only the chains older versions had have one.
function legacyNetworkOf(chain: UnisatChainType): string {
  if (chain === 'BITCOIN_MAINNET') return 'livenet';
  return chain === 'BITCOIN_TESTNET' || chain === 'BITCOIN_TESTNET4' ? 'testnet' : 'unknown';
}

type Listener<Value> = (value: Value) => void;

/**
 * A stand-in for the unisat extension's injected API (an external program, not ours), answering as UniSat 1.7.4's
 * page provider and background do (src/content-script/pageProvider, src/background/controller/provider): chains and
 * their switching, the legacy network names, errors as plain `{code, message}` objects, and events only for a
 * connected site, in the extension's order (accountsChanged, chainChanged, then networkChanged when the legacy name
 * changes). It records calls, rejects everything like a refused prompt when `refuse` is set, and a test may remove
 * `getChain` and `switchChain` to be a version from before them.
 */
export class FakeUnisat implements UnisatProvider {
  /** One key, two address forms: the accounts on mainnet-rule chains (bc1...) and on the test chains (tb1...). */
  readonly accountsOn: Record<'livenet' | 'testnet', string[]> = { livenet: [], testnet: [] };
  publicKey = '02'.padEnd(66, '1');
  balance: UnisatBalance = { confirmed: 1000, unconfirmed: 200, total: 1200 };
  chain: UnisatChainType = 'BITCOIN_MAINNET';
  /** Whether the site is connected: a returning trader's by default, `false` for a first visit. */
  connected = true;
  refuse = false;
  /** The user refuses only the prompt to switch chain (or network). */
  refuseSwitch = false;
  readonly calls: Array<{ method: string; args: unknown[] }> = [];
  private readonly listeners = {
    accountsChanged: new Set<Listener<string[]>>(),
    networkChanged: new Set<Listener<string>>(),
    chainChanged: new Set<Listener<UnisatChainInfo>>(),
  };

  /** The accounts on the current chain's address rules. */
  get accounts(): string[] {
    return this.accountsOn[chainInfo[this.chain].network];
  }

  set accounts(accounts: string[]) {
    this.accountsOn[chainInfo[this.chain].network] = accounts;
  }

  private answer<T>(method: string, args: unknown[], value: () => T): Promise<T> {
    this.calls.push({ method, args });
    return this.refuse ? this.fail(unisatRejection) : Promise.resolve(value());
  }

  private fail<T>(error: UnisatRpcError): Promise<T> {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- UniSat rejects with a plain object.
    return Promise.reject(error);
  }

  private info(chain: UnisatChainType): UnisatChainInfo {
    return { enum: chain, ...chainInfo[chain] };
  }

  requestAccounts = () =>
    this.answer('requestAccounts', [], () => {
      this.connected = true;
      return this.accounts;
    });
  getAccounts = () => this.answer('getAccounts', [], () => (this.connected ? this.accounts : []));
  getPublicKey = () => this.answer('getPublicKey', [], () => this.publicKey);
  getBalance = () => this.answer('getBalance', [], () => this.balance);
  getNetwork = () => this.answer('getNetwork', [], () => legacyNetworkOf(this.chain));

  /**
   * As UniSat's own: 'livenet' or 'testnet' only; no prompt when the chain's address rules already match, yet the
   * wallet then moves to the plain chain of those rules all the same (signet or testnet4 to BITCOIN_TESTNET).
   */
  switchNetwork = (network: string) => {
    this.calls.push({ method: 'switchNetwork', args: [network] });
    const rules = ['livenet', 'mainnet'].includes(network) ? 'livenet' : network === 'testnet' ? 'testnet' : undefined;
    if (rules === undefined) {
      return this.fail<string>({
        code: -32603,
        message: 'the network is invalid, supported networks: livenet,testnet',
      });
    }
    const asks = rules !== chainInfo[this.chain].network;
    if (this.refuse || (asks && this.refuseSwitch)) return this.fail<string>(unisatRejection);
    this.moveTo(rules === 'livenet' ? 'BITCOIN_MAINNET' : 'BITCOIN_TESTNET');
    return Promise.resolve(rules);
  };

  /** Older versions have neither: a test sets both to undefined. */
  getChain?: () => Promise<UnisatChainInfo> = () => this.answer('getChain', [], () => this.info(this.chain));

  /** As UniSat's own: an unknown chain is refused, the current one answered without a prompt. */
  switchChain?: (chain: UnisatChainType) => Promise<UnisatChainInfo> = (chain) => {
    this.calls.push({ method: 'switchChain', args: [chain] });
    if (!isChainType(chain)) {
      const supported = Object.keys(chainInfo).join(',');
      return this.fail({ code: -32603, message: `the chain is invalid, supported chains: ${supported}` });
    }
    if (this.refuse || (chain !== this.chain && this.refuseSwitch)) return this.fail(unisatRejection);
    this.moveTo(chain);
    return Promise.resolve(this.info(chain));
  };

  signPsbt = (psbtHex: string, options?: UnisatSignPsbtOptions) =>
    this.answer('signPsbt', [psbtHex, options], () => psbtHex);
  sendBitcoin = (to: string, sats: number, options?: { feeRate?: number }) =>
    this.answer('sendBitcoin', [to, sats, options], () => 'ab'.repeat(32));
  signMessage = (message: string, type?: string) => this.answer('signMessage', [message, type], () => 'c2lnbmVk');
  /** Older UniSat versions have no such call: a test that needs one of those sets this to undefined. */
  inscribeTransfer?: (ticker: string, amount: string) => Promise<unknown> = (ticker, amount) =>
    this.answer('inscribeTransfer', [ticker, amount], () => undefined);

  on(event: 'accountsChanged', handler: Listener<string[]>): void;
  on(event: 'networkChanged', handler: Listener<string>): void;
  on(event: 'chainChanged', handler: Listener<UnisatChainInfo>): void;
  on(event: keyof FakeUnisat['listeners'], handler: Listener<never>): void {
    (this.listeners[event] as Set<Listener<never>>).add(handler);
  }

  removeListener(event: 'accountsChanged', handler: Listener<string[]>): void;
  removeListener(event: 'networkChanged', handler: Listener<string>): void;
  removeListener(event: 'chainChanged', handler: Listener<UnisatChainInfo>): void;
  removeListener(event: keyof FakeUnisat['listeners'], handler: Listener<never>): void {
    (this.listeners[event] as Set<Listener<never>>).delete(handler);
  }

  /** The user switches account in the wallet. */
  emitAccounts(accounts: string[]): void {
    if (!this.connected) return;
    for (const listener of this.listeners.accountsChanged) listener(accounts);
  }

  /** The user switches chain in the wallet's own settings (no prompt from the site). */
  switchInWallet(chain: UnisatChainType): void {
    this.moveTo(chain);
  }

  // UniSat's setChainType: the account of the new chain is announced first, then the chain, then the legacy network
  // name if it changed; the page provider drops an account or network announcement that changes nothing.
  private moveTo(chain: UnisatChainType): void {
    const before = { account: this.accounts[0], network: legacyNetworkOf(this.chain) };
    this.chain = chain;
    if (!this.connected) return;
    if (this.accounts[0] !== before.account) this.emitAccounts(this.accounts);
    for (const listener of this.listeners.chainChanged) listener(this.info(chain));
    const network = legacyNetworkOf(chain);
    if (network !== before.network) for (const listener of this.listeners.networkChanged) listener(network);
  }
}
