import type { NetworkName } from '@ordmarket/protocol';
import type { WalletBalance, WalletName } from '../WalletConnector';

/** The wallet state of spec §3 the session rules read and produce (the app's walletStore holds it). */
export interface WalletSession {
  readonly isConnect: boolean;
  readonly address: string;
  readonly walletName: WalletName | '';
  readonly accounts: readonly string[];
  /** In the general names; '' until a wallet reports one. */
  readonly network: NetworkName | '';
  readonly publicKey: string;
  /** Where purchases are paid from: Xverse's payment address, the address itself for the other wallets. */
  readonly paymentAddress: string;
  readonly paymentPublicKey: string;
  readonly balance: WalletBalance;
}

export const zeroBalance: WalletBalance = { confirmed: 0, unconfirmed: 0, total: 0 };

/** No wallet: every field cleared, the balance zeroed (spec §4: disconnect zeroes balance and address). */
export const disconnectedSession: WalletSession = {
  isConnect: false,
  address: '',
  walletName: '',
  accounts: [],
  network: '',
  publicKey: '',
  paymentAddress: '',
  paymentPublicKey: '',
  balance: zeroBalance,
};
