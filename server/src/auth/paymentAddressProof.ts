import { keySpendOf, parseAddress, ProtocolError, verifyMessage, type NetworkName } from '@ordmarket/protocol';
import { ApiError } from '../http/ApiError';
import type { WalletName } from './authRequests';
import type { ProvenWallet } from './walletProof';

interface PaymentProofFields {
  readonly payment_address?: string | undefined;
  readonly payment_signature?: string | undefined;
  readonly payment_public_key?: string | undefined;
  readonly wallet: WalletName;
}

/**
 * The payment address a sign-in also proves, when the wallet pays from another address than it signs in with
 * (Xverse): its signature over the same sign-in message. Any address a buyer can pay from is taken (nested segwit
 * too, which the sign-in address rule does not allow); a signature that does not hold refuses the whole sign-in.
 */
export function provePaymentAddress(
  body: PaymentProofFields,
  message: string,
  network: NetworkName,
): ProvenWallet | undefined {
  const { payment_address: address, payment_signature: signature } = body;
  if (address === undefined && signature === undefined) return undefined;
  if (address === undefined || signature === undefined) {
    throw new ApiError('invalidRequest', 'Send the payment address together with its signature of the same message.');
  }
  try {
    parseAddress(address, network);
    if (body.payment_public_key !== undefined) keySpendOf(address, body.payment_public_key, network);
  } catch (error) {
    if (error instanceof ProtocolError) throw new ApiError('invalidAddress', error.message);
    throw error;
  }
  if (!verifyMessage(address, message, signature, network)) {
    throw new ApiError(
      'signatureInvalid',
      'The payment address did not sign this message. Please sign it with your wallet.',
    );
  }
  const canonical = /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address;
  return { address: canonical, publicKey: body.payment_public_key?.toLowerCase(), wallet: body.wallet };
}
