import { MemoryStorage } from '@ordmarket/ui/testing';
import { describe, expect, it } from 'vitest';
import { keptThroughDisconnect } from '../session/keptThroughDisconnect';
import { clearStorageKeeping } from './clearStorageKeeping';

describe('clearStorageKeeping', () => {
  it('empties the storage but the kept keys, whose values stay as they were', () => {
    const storage = new MemoryStorage([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ]);
    clearStorageKeeping(storage, ['b', 'missing']);
    expect([...Array(storage.length).keys()].map((index) => storage.key(index))).toEqual(['b']);
    expect(storage.getItem('b')).toBe('2');
    expect(storage.getItem('missing')).toBeNull();
  });

  it("leaves a disconnected devnet trader's key and choices, and none of the session, the wallet choice or the carts", () => {
    const storage = new MemoryStorage([
      ['access_token', 'a.b.c'],
      ['refresh_token', 'r'],
      ['walletName', 'devnet'],
      ['pendingDummyTx', '{"txid":null}'],
      ['cart:collection-1', '{"total":1}'],
      ['ordmarket_devnet_wallet_key', '11'.repeat(32)],
      ['settings', '{"themeMode":"light"}'],
      ['i18nextLng', 'cn'],
      ['ExperienceDialogCloseDate', '2030-01-01'],
      ['MobileNoticeDismissed', 'true'],
    ]);
    clearStorageKeeping(storage, keptThroughDisconnect);
    expect(Object.fromEntries(keptThroughDisconnect.map((key) => [key, storage.getItem(key)]))).toEqual({
      ordmarket_devnet_wallet_key: '11'.repeat(32),
      settings: '{"themeMode":"light"}',
      i18nextLng: 'cn',
      ExperienceDialogCloseDate: '2030-01-01',
      MobileNoticeDismissed: 'true',
    });
    expect(storage.length).toBe(5);
  });
});
