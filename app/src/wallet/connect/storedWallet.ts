import type { RememberedXverse, StoredWallet, WalletName } from '..';

/**
 * Spec §3 "Locally kept": the wallet choice and the xverse address, read back on the next load (§4). Xverse's
 * payment address and its public key are kept beside it, so a restored session pays from the right address.
 */
export const walletChoiceKey = 'walletName';
export const xverseAddressKey = 'xverseAddress';
export const xversePaymentAddressKey = 'xversePaymentAddress';
export const xversePaymentPublicKeyKey = 'xversePaymentPublicKey';

type WalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredWallet(storage: WalletStorage): StoredWallet {
  const paymentAddress = storage.getItem(xversePaymentAddressKey);
  return {
    walletChoice: storage.getItem(walletChoiceKey),
    xverseAddress: storage.getItem(xverseAddressKey),
    xversePayment:
      paymentAddress === null
        ? null
        : { address: paymentAddress, publicKey: storage.getItem(xversePaymentPublicKeyKey) ?? '' },
  };
}

export function rememberWallet(storage: WalletStorage, walletName: WalletName, xverse?: RememberedXverse): void {
  storage.setItem(walletChoiceKey, walletName);
  if (xverse === undefined) {
    for (const key of [xverseAddressKey, xversePaymentAddressKey, xversePaymentPublicKeyKey]) storage.removeItem(key);
    return;
  }
  storage.setItem(xverseAddressKey, xverse.address);
  storage.setItem(xversePaymentAddressKey, xverse.payment.address);
  storage.setItem(xversePaymentPublicKeyKey, xverse.payment.publicKey);
}
