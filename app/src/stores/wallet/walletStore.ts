import { proxy } from 'valtio';
import type { WalletBalance, WalletName } from '../../wallet/WalletConnector';
import { assertSats } from '../sats';

/** The wallets the app connects; devnet exists on the embedded chain only (architecture §6). */
export const walletNames = ['unisat', 'xverse', 'devnet'] as const satisfies readonly WalletName[];

/** Balance as the API reports it, integer sats. */
export interface ApiBalance {
  confirmed: number;
  inscription_balance: number;
  total_balance: number;
}

/** The spec's Wallet state (§3). walletName is null while no wallet is connected. */
export interface WalletState {
  isConnect: boolean;
  address: string;
  walletName: WalletName | null;
  accounts: string[];
  /** As the wallet names it: unisat 'livenet', xverse 'Mainnet', general 'mainnet' (§9). */
  network: string;
  publicKey: string;
  /**
   * Where purchases are paid from (spec §7): Xverse's payment address; the address itself for UniSat and the
   * devnet wallet. '' while no wallet is connected.
   */
  paymentAddress: string;
  /** Hex; the public key of paymentAddress ('' when unknown, e.g. an Xverse session kept by an older version). */
  paymentPublicKey: string;
  balance: WalletBalance;
  apiBalance: ApiBalance;
}

export function initialWalletState(): WalletState {
  return {
    isConnect: false,
    address: '',
    walletName: null,
    accounts: [],
    network: '',
    publicKey: '',
    paymentAddress: '',
    paymentPublicKey: '',
    balance: { confirmed: 0, unconfirmed: 0, total: 0 },
    apiBalance: { confirmed: 0, inscription_balance: 0, total_balance: 0 },
  };
}

export interface WalletStore {
  readonly state: WalletState;
  /** §4 "marked connected as unisat" / "connect marks connected as xverse". */
  setConnected(walletName: WalletName, address: string): void;
  setAddress(address: string): void;
  setAccounts(accounts: readonly string[]): void;
  setNetwork(network: string): void;
  setPublicKey(publicKey: string): void;
  setPayment(paymentAddress: string, paymentPublicKey: string): void;
  setBalance(balance: WalletBalance): void;
  setApiBalance(apiBalance: ApiBalance): void;
  /** §4 "An empty account list disconnects and clears everything"; also xverse "disconnect zeroes balance and address". */
  resetWallet(): void;
}

export function createWalletStore(): WalletStore {
  const state = proxy<WalletState>(initialWalletState());
  return {
    state,
    setConnected(walletName, address) {
      state.walletName = walletName;
      state.address = address;
      state.isConnect = true;
    },
    setAddress(address) {
      state.address = address;
    },
    setAccounts(accounts) {
      state.accounts = [...accounts];
    },
    setNetwork(network) {
      state.network = network;
    },
    setPublicKey(publicKey) {
      state.publicKey = publicKey;
    },
    setPayment(paymentAddress, paymentPublicKey) {
      state.paymentAddress = paymentAddress;
      state.paymentPublicKey = paymentPublicKey;
    },
    setBalance(balance) {
      assertSats(balance.confirmed, 'balance.confirmed');
      assertSats(balance.unconfirmed, 'balance.unconfirmed');
      assertSats(balance.total, 'balance.total');
      state.balance = { ...balance };
    },
    setApiBalance(apiBalance) {
      assertSats(apiBalance.confirmed, 'apiBalance.confirmed');
      assertSats(apiBalance.inscription_balance, 'apiBalance.inscription_balance');
      assertSats(apiBalance.total_balance, 'apiBalance.total_balance');
      state.apiBalance = { ...apiBalance };
    },
    resetWallet() {
      Object.assign(state, initialWalletState());
    },
  };
}

export const walletStore = createWalletStore();
