import { checkWalletAddress, ProtocolError, type NetworkName } from '@ordmarket/protocol';
import type { MarketChains } from '../chain/marketChains';
import { networkOfChain } from '../chain/walletChain';
import type { WalletConnection, WalletConnector, WalletName } from '../WalletConnector';
import { disconnect } from './logoutAndDisconnect';
import type { WalletTransition } from './WalletEffect';
import type { WalletSession } from './WalletSession';

export interface SessionContext {
  /** The marketplace's network: the one wallet addresses are checked against (spec §5). */
  readonly marketNetwork: NetworkName;
  /** The chains wallets may be on, which the network name alone does not say (testnet3 or testnet4). */
  readonly marketChains: MarketChains;
}

/**
 * Spec §5 and §8: an address of a kind the marketplace cannot hold ordinals at is refused with the spec's
 * message, and the wallet is disconnected. Answers undefined when the address passes.
 */
export function refuseUnsupportedAddress(
  session: WalletSession,
  address: string,
  walletName: WalletName,
  context: SessionContext,
): WalletTransition | undefined {
  try {
    checkWalletAddress(address, context.marketNetwork);
    return undefined;
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    // The refused wallet is the one disconnected, whichever the session held before.
    const disconnected = disconnect({ ...session, walletName });
    return {
      session: disconnected.session,
      effects: [{ type: 'showError', message: error.message }, ...disconnected.effects],
    };
  }
}

/**
 * The account a session is made for: a whole connection, or only the accounts a wallet event named (unisat's
 * accounts change), whose public key is then fetched and which pays from its own address.
 */
export type SessionAccount = WalletConnection | Pick<WalletConnection, 'address' | 'accounts'>;

/**
 * A session for an address that passed the check: marked connected as this wallet, with the public key,
 * balance and network fetched from it.
 */
export async function connectedSession(connector: WalletConnector, account: SessionAccount): Promise<WalletSession> {
  const { address, accounts } = account;
  const [publicKey, balance, chain] = await Promise.all([
    'publicKey' in account ? Promise.resolve(account.publicKey) : connector.getPublicKey(),
    connector.getBalance(),
    connector.getChain(),
  ]);
  const network = networkOfChain(chain);
  const payment =
    'paymentAddress' in account
      ? { paymentAddress: account.paymentAddress, paymentPublicKey: account.paymentPublicKey }
      : { paymentAddress: address, paymentPublicKey: publicKey };
  return { isConnect: true, walletName: connector.name, address, accounts, publicKey, ...payment, balance, network };
}
