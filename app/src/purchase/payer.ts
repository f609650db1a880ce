import type { Payer } from './buyListings';

interface WalletKeys {
  readonly address: string;
  readonly publicKey: string;
  readonly paymentAddress: string;
  readonly paymentPublicKey: string;
}

/**
 * Who pays, as far as the wallet store knows: UniSat and the devnet wallet pay from the address they signed in
 * with; Xverse from its payment address. Undefined when the key is not known yet (a restored session).
 */
export function knownPayer(wallet: WalletKeys): Payer | undefined {
  if (wallet.paymentAddress !== '' && wallet.paymentAddress !== wallet.address) {
    return wallet.paymentPublicKey === ''
      ? undefined
      : { publicKey: wallet.paymentPublicKey, paymentAddress: wallet.paymentAddress };
  }
  return wallet.publicKey === '' ? undefined : { publicKey: wallet.publicKey };
}

/** Who pays, asking the wallet for its key when the store does not know it. */
export async function payerOf(wallet: WalletKeys, askKey: () => Promise<string>): Promise<Payer> {
  return knownPayer(wallet) ?? { publicKey: await askKey() };
}

/** The payer fields of a market call: the payment key, and the payment address when it is not the signed-in one. */
export const payerFields = (payer: Payer) => ({
  public_key: payer.publicKey,
  ...(payer.paymentAddress === undefined ? {} : { payment_address: payer.paymentAddress }),
});

/** The payer fields of a quote: exact figures for a signed-in wallet whose key is known, an estimate otherwise. */
export function quotePayerFields(isSignedIn: boolean, wallet: WalletKeys) {
  const payer = isSignedIn ? knownPayer(wallet) : undefined;
  return payer === undefined ? {} : payerFields(payer);
}
