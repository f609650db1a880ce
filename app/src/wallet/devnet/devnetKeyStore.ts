import { generateDevnetKey, importDevnetKey, type DevnetKey } from './devnetKey';

/**
 * Where the devnet wallet keeps its private key (hex) in the given Storage (localStorage in the app). Devnet
 * coins only: the key is the wallet, so disconnecting keeps it, like an extension keeps its seed.
 */
export const devnetKeyStorageKey = 'ordmarket_devnet_wallet_key';

export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadDevnetKey(storage: KeyStorage): DevnetKey | undefined {
  const stored = storage.getItem(devnetKeyStorageKey);
  if (stored === null) return undefined;
  try {
    return importDevnetKey(stored);
  } catch {
    return undefined;
  }
}

export function saveDevnetKey(storage: KeyStorage, key: DevnetKey): DevnetKey {
  storage.setItem(devnetKeyStorageKey, key.privateKeyHex);
  return key;
}

/** The stored key, or a new one stored now. */
export function loadOrCreateDevnetKey(storage: KeyStorage): DevnetKey {
  return loadDevnetKey(storage) ?? saveDevnetKey(storage, generateDevnetKey());
}
