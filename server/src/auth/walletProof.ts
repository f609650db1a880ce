import {
  bitcoin,
  checkWalletAddress,
  hexToBytes,
  networkParams,
  ProtocolError,
  verifyMessage,
} from '@ordmarket/protocol';
import type { NetworkName } from '@ordmarket/protocol';
import { ApiError } from '../http/ApiError';
import type { WalletName } from './authRequests';

export interface WalletProof {
  readonly address: string;
  readonly signature: string;
  readonly publicKey?: string | undefined;
  readonly wallet: WalletName;
}

/** What a valid proof establishes: this address (canonical form) is controlled by the caller. */
export interface ProvenWallet {
  readonly address: string;
  readonly publicKey: string | undefined;
  readonly wallet: WalletName;
}

/**
 * The address in the form it is stored and compared in. Bech32 is case-insensitive, and an all-uppercase
 * address (QR codes use them) is the same address; mixed case stays as sent so the checksum refuses it.
 */
export function canonicalAddress(address: string): string {
  return address === address.toUpperCase() ? address.toLowerCase() : address;
}

/** Checks the address against the spec's wallet rule (§5), answering its exact message. */
export function checkSignInAddress(address: string, network: NetworkName): string {
  const canonical = canonicalAddress(address);
  try {
    checkWalletAddress(canonical, network);
  } catch (error) {
    if (error instanceof ProtocolError) throw new ApiError('invalidAddress', error.message);
    throw error;
  }
  return canonical;
}

// The key a wallet reports is stored for building PSBTs later, so it has to be this address's key.
function keyOwnsAddress(publicKeyHex: string, address: string, network: NetworkName): boolean {
  const params = networkParams(network);
  try {
    const key = hexToBytes(publicKeyHex);
    if (address.startsWith('bc1q') || address.startsWith('tb1q')) {
      return key.length === 33 && bitcoin.payments.p2wpkh({ pubkey: key, network: params }).address === address;
    }
    const xOnly = key.length === 33 ? key.subarray(1) : key;
    return bitcoin.payments.p2tr({ internalPubkey: xOnly, network: params }).address === address;
  } catch {
    return false;
  }
}

/**
 * Verifies that the wallet signed `message` (BIP-322 simple or a legacy compact signature). The devnet's
 * own wallet is only accepted on the devnet; the devnet follows testnet's address rules.
 */
export function proveWallet(proof: WalletProof, message: string, network: NetworkName): ProvenWallet {
  const address = checkSignInAddress(proof.address, network);
  if (proof.wallet === 'devnet' && network !== 'devnet') {
    throw new ApiError('invalidRequest', 'The devnet wallet can only sign in on the devnet.');
  }
  const publicKey = proof.publicKey?.toLowerCase();
  if (publicKey !== undefined && !keyOwnsAddress(publicKey, address, network)) {
    throw new ApiError('invalidRequest', "The public key doesn't belong to this address.");
  }
  if (!verifyMessage(address, message, proof.signature, network)) {
    throw new ApiError(
      'signatureInvalid',
      'The signature does not match this address and message. Please sign the message with this wallet.',
    );
  }
  return { address, publicKey, wallet: proof.wallet };
}
