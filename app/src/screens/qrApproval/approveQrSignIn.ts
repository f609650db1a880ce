import type { ApiClient } from '../../api/apiClient';
import { proveWallet, type WalletSignIn } from '../../wallet/connect/walletProof';
import type { WalletConnector } from '../../wallet';

/** A QR sign-in as the approving device has it: the id its code carries and the message the server wants signed. */
export interface QrSignInRequest {
  readonly requestId: string;
  readonly message: string;
}

/**
 * Signs the other device in: the connected wallet signs the request's message and the server records the
 * approval, which that device collects on its next poll. A refusal in the wallet rejects with 'User Canceled'
 * before anything is sent.
 */
export async function approveQrSignIn(
  api: Pick<ApiClient, 'post'>,
  connector: WalletConnector,
  wallet: WalletSignIn,
  request: QrSignInRequest,
): Promise<void> {
  const proof = await proveWallet(connector, wallet, request.message);
  await api.post('/api/v1/user/ordinals/approve_qrcode', { qrcode_id: request.requestId, ...proof });
}
