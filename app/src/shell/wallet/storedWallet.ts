import type { StoredWallet, WalletName } from '../../wallet';

/** Spec §3 "Locally kept": the wallet choice and the xverse address, read back on the next load (§4). */
export const walletChoiceKey = 'walletName';
export const xverseAddressKey = 'xverseAddress';

type WalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredWallet(storage: WalletStorage): StoredWallet {
  return { walletChoice: storage.getItem(walletChoiceKey), xverseAddress: storage.getItem(xverseAddressKey) };
}

export function rememberWallet(storage: WalletStorage, walletName: WalletName, xverseAddress?: string): void {
  storage.setItem(walletChoiceKey, walletName);
  if (xverseAddress === undefined) storage.removeItem(xverseAddressKey);
  else storage.setItem(xverseAddressKey, xverseAddress);
}
