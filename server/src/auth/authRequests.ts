import { z } from 'zod';

/** The wallets that sign in; `devnet` is the embedded chain's test wallet. */
export const walletNames = ['unisat', 'xverse', 'devnet'] as const;
export type WalletName = (typeof walletNames)[number];

// Only the shape is checked here; whether it is an address the marketplace takes is the protocol's rule.
export const addressField = z
  .string({ error: 'Enter the wallet address.' })
  .trim()
  .min(1, 'Enter the wallet address.')
  .max(100, 'The address is too long to be a Bitcoin address.')
  .regex(/^[A-Za-z0-9]+$/, 'The address must be a Bitcoin address: letters and digits only.');

export const signatureField = z
  .string({ error: 'Send the signature the wallet returned.' })
  .trim()
  .min(1, 'Send the signature the wallet returned.')
  .max(2000, 'The signature is too long.');

export const publicKeyField = z
  .string()
  .trim()
  .regex(/^(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{66})$/, 'The public key must be 32 or 33 bytes of hex.')
  .optional();

export const walletField = z.enum(walletNames, { error: 'The wallet must be unisat, xverse or devnet.' });

/** Everything a wallet sends to prove it signed a message. */
export const walletProofFields = {
  address: addressField,
  signature: signatureField,
  public_key: publicKeyField,
  wallet: walletField,
};
