import type { ApiClient } from '../../api/apiClient';
import type { SessionTokens } from '../../api/tokenStore';
import type { WalletConnector } from '..';
import { provePaymentAddress, proveWallet, publicKeyField, type WalletSignIn } from './walletProof';

/**
 * Signs in to the server with the connected wallet: the server's one-time message, signed BIP-322 by the
 * wallet (and by its payment address when that is another one), traded for access and refresh tokens. A refusal in
 * the wallet rejects with 'User Canceled'.
 */
export async function signInWithWallet(
  api: Pick<ApiClient, 'post'>,
  connector: WalletConnector,
  wallet: WalletSignIn,
): Promise<SessionTokens> {
  // A restored xverse session has no public key; the server verifies the signature without one.
  const challenge = await api.post('/api/v1/user/ordinals/challenge', {
    address: wallet.address,
    ...publicKeyField(wallet),
  });
  const proof = await proveWallet(connector, wallet, challenge.message);
  const payment = await provePaymentAddress(connector, wallet, challenge.message);
  const login = await api.post('/api/v1/user/ordinals/login', {
    challenge_id: challenge.challenge_id,
    ...proof,
    ...payment,
  });
  return { access_token: login.access_token, refresh_token: login.refresh_token };
}
