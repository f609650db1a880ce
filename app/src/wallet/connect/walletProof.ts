import type { ApiBody } from '../../api/apiCalls';
import type { WalletConnector } from '..';

/** The wallet the server is asked to recognise: its address and the public key it reported ('' if unknown). */
export interface WalletSignIn {
  readonly address: string;
  readonly publicKey: string;
  /** Where the wallet pays from, when it is another address (Xverse): it signs the sign-in message too. */
  readonly paymentAddress?: string;
  readonly paymentPublicKey?: string;
}

/** What the server checks a wallet's signature with: the same fields for a sign-in and a QR approval. */
export type WalletProof = Omit<ApiBody<'/api/v1/user/ordinals/approve_qrcode'>, 'qrcode_id'>;

/** The public key field, left out when the wallet never reported one (a restored Xverse session). */
export function publicKeyField(wallet: WalletSignIn): { public_key?: string } {
  return wallet.publicKey === '' ? {} : { public_key: wallet.publicKey };
}

/**
 * Has the connected wallet sign the server's message BIP-322 simple, which every wallet the marketplace
 * connects supports. A refusal in the wallet rejects with 'User Canceled'.
 */
export async function proveWallet(
  connector: WalletConnector,
  wallet: WalletSignIn,
  message: string,
): Promise<WalletProof> {
  const signature = await connector.signMessage(message, 'bip322-simple');
  return { address: wallet.address, signature, wallet: connector.name, ...publicKeyField(wallet) };
}

/**
 * The payment address's own signature of the sign-in message, when the wallet pays from another address than it
 * signs in with (Xverse): the market then lets this user pay from it. A nested segwit address signs legacy-style,
 * which is what Xverse offers for one; a segwit or taproot address signs BIP-322.
 */
export async function provePaymentAddress(
  connector: WalletConnector,
  wallet: WalletSignIn,
  message: string,
): Promise<{ payment_address?: string; payment_signature?: string; payment_public_key?: string }> {
  const { paymentAddress, paymentPublicKey } = wallet;
  if (paymentAddress === undefined || paymentAddress === '' || paymentAddress === wallet.address) return {};
  const nested = /^[23]/.test(paymentAddress);
  const signature = await connector.signMessage(message, nested ? 'ecdsa' : 'bip322-simple', paymentAddress);
  return {
    payment_address: paymentAddress,
    payment_signature: signature,
    ...(paymentPublicKey === undefined || paymentPublicKey === '' ? {} : { payment_public_key: paymentPublicKey }),
  };
}
