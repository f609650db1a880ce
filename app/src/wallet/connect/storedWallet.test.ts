import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { readStoredWallet, rememberWallet, xverseAddressKey } from './storedWallet';

const xverse = { address: 'bc1pxverse', payment: { address: '3Payment', publicKey: `02${'bb'.repeat(32)}` } };

describe('the remembered wallet choice', () => {
  it('keeps the xverse address and its payment account with the choice, and drops them for another wallet', () => {
    const storage = new MemoryStorage();
    expect(readStoredWallet(storage)).toEqual({ walletChoice: null, xverseAddress: null, xversePayment: null });
    rememberWallet(storage, 'xverse', xverse);
    expect(readStoredWallet(storage)).toEqual({
      walletChoice: 'xverse',
      xverseAddress: 'bc1pxverse',
      xversePayment: xverse.payment,
    });
    rememberWallet(storage, 'unisat');
    expect(readStoredWallet(storage)).toEqual({ walletChoice: 'unisat', xverseAddress: null, xversePayment: null });
    expect(storage.length).toBe(1);
  });

  it('reads an xverse address kept by an older version, without its payment account', () => {
    const storage = new MemoryStorage([
      ['walletName', 'xverse'],
      [xverseAddressKey, 'bc1pxverse'],
    ]);
    expect(readStoredWallet(storage)).toEqual({
      walletChoice: 'xverse',
      xverseAddress: 'bc1pxverse',
      xversePayment: null,
    });
  });
});
