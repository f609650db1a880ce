import type { MarketChains } from './chain/marketChains';
import type { WalletChain } from './chain/walletChain';

/** The wallets the marketplace connects: the two extensions of the spec, and the embedded chain's own wallet. */
export type WalletName = 'unisat' | 'xverse' | 'devnet';

/** A wallet's balance in sats (spec §3: confirmed, unconfirmed, total). */
export interface WalletBalance {
  readonly confirmed: number;
  readonly unconfirmed: number;
  readonly total: number;
}

export interface WalletConnection {
  /** The address the marketplace knows the user by: where inscriptions are received. */
  readonly address: string;
  /** Hex; what the wallet reports for `address` (compressed, or x-only for taproot). */
  readonly publicKey: string;
  readonly accounts: readonly string[];
  /**
   * Where purchases are paid from (spec §7): Xverse's payment address; a wallet with one address pays from
   * `address` itself.
   */
  readonly paymentAddress: string;
  /** Hex; the public key of `paymentAddress`, which a PSBT spending from it may need (e.g. a P2SH-wrapped one). */
  readonly paymentPublicKey: string;
}

/** One input the wallet is asked to sign, in unisat's words. */
export interface InputToSign {
  readonly index: number;
  /** E.g. SIGHASH_SINGLE|ANYONECANPAY (0x83) for a listing; the input's own sighash type otherwise. */
  readonly sighashTypes?: readonly number[];
  /**
   * Sign by the input's leaf (`tapLeafScript`, which names the wallet's key) with the key itself, not the key path:
   * a protected listing's sale. UniSat calls this `disableTweakSigner`.
   */
  readonly scriptPath?: boolean;
}

export interface SignPsbtOptions {
  /** Finalize the signed inputs (unisat's default is true; a listing must be finalized before it is sent). */
  readonly autoFinalized?: boolean;
  /** Only these inputs; by default every input the wallet owns. */
  readonly toSignInputs?: readonly InputToSign[];
}

export interface SendBitcoinOptions {
  /** sats/vB; the wallet chooses when absent. */
  readonly feeRate?: number;
}

/** BIP-322 simple (what the server's sign-in prefers) or a legacy ECDSA message signature. */
export type MessageSigningProtocol = 'bip322-simple' | 'ecdsa';

export interface WalletEventMap {
  /** The wallet's accounts, first the one in use; empty when the user disconnected the site in the wallet. */
  readonly accountsChanged: readonly string[];
  /** The chain the wallet moved to. */
  readonly chainChanged: WalletChain;
}

export type WalletEventName = keyof WalletEventMap;

/**
 * What every wallet can do for the marketplace (architecture §6). Any call the user cancels in the wallet
 * rejects with an Error whose message is exactly 'User Canceled' (spec §8).
 */
export interface WalletConnector {
  readonly name: WalletName;
  /** Whether the wallet can be offered at all (its extension is installed; the devnet is running). */
  isAvailable(): boolean;
  /**
   * Asks the user to connect (the wallet's prompt) on one of the market's chains, and answers the address in use.
   * Rejects with WrongChainError when the wallet stays on another chain (nothing is then connected).
   */
  connect(chains: MarketChains): Promise<WalletConnection>;
  /** The accounts already shared with the site, without a prompt: empty when not connected. */
  getAccounts(): Promise<readonly string[]>;
  getPublicKey(): Promise<string>;
  getBalance(): Promise<WalletBalance>;
  /** The chain the wallet is on (spec §9: in the market's names, never 'livenet' or 'Mainnet'). */
  getChain(): Promise<WalletChain>;
  /**
   * Spec §8: a wallet on none of `chains.accepted` is asked to `chains.preferred` (its own prompt). Rejects with
   * WrongChainError when the user keeps it where it is or the wallet cannot go there.
   */
  moveToChain(chains: MarketChains): Promise<void>;
  /** Signs a PSBT given as hex or base64; answers it in the same encoding. */
  signPsbt(psbt: string, options?: SignPsbtOptions): Promise<string>;
  /** Pays `sats` to `to` and answers the txid. */
  sendBitcoin(to: string, sats: number, options?: SendBitcoinOptions): Promise<string>;
  /** Answers the signature in base64. */
  signMessage(message: string, protocol: MessageSigningProtocol, address?: string): Promise<string>;
  /**
   * Inscribes a BRC-20 TRANSFER of `amount` of `tick` to the wallet's own address, in the wallet's own flow
   * (it chooses and pays the fees). Only wallets that offer it have it: today UniSat, when its extension does.
   */
  readonly inscribeTransfer?: (tick: string, amount: string) => Promise<void>;
  /** Follows a wallet event; answers the function that stops following it. */
  on<Event extends WalletEventName>(event: Event, listener: (value: WalletEventMap[Event]) => void): () => void;
  disconnect(): Promise<void>;
}
