import type { ApiClient } from '../../api/apiClient';
import type { SessionTokens } from '../../api/tokenStore';
import type { WalletConnector } from '../../wallet';

export interface WalletSignIn {
  readonly address: string;
  readonly publicKey: string;
}

/**
 * Signs in to the server with the connected wallet: the server's one-time message, signed BIP-322 by the
 * wallet, traded for access and refresh tokens. A refusal in the wallet rejects with 'User Canceled'.
 */
export async function signInWithWallet(
  api: Pick<ApiClient, 'post'>,
  connector: WalletConnector,
  wallet: WalletSignIn,
): Promise<SessionTokens> {
  // A restored xverse session has no public key; the server verifies the signature without one.
  const publicKey = wallet.publicKey === '' ? {} : { public_key: wallet.publicKey };
  const challenge = await api.post('/api/v1/user/ordinals/challenge', { address: wallet.address, ...publicKey });
  const signature = await connector.signMessage(challenge.message, 'bip322-simple');
  const login = await api.post('/api/v1/user/ordinals/login', {
    challenge_id: challenge.challenge_id,
    address: wallet.address,
    signature,
    wallet: connector.name,
    ...publicKey,
  });
  return { access_token: login.access_token, refresh_token: login.refresh_token };
}
