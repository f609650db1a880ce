import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../testing/memoryStorage';
import { readStoredWallet, rememberWallet } from './storedWallet';

describe('the remembered wallet choice', () => {
  it('keeps the xverse address with the choice and drops it when another wallet is chosen', () => {
    const storage = new MemoryStorage();
    expect(readStoredWallet(storage)).toEqual({ walletChoice: null, xverseAddress: null });
    rememberWallet(storage, 'xverse', 'bc1pxverse');
    expect(readStoredWallet(storage)).toEqual({ walletChoice: 'xverse', xverseAddress: 'bc1pxverse' });
    rememberWallet(storage, 'unisat');
    expect(readStoredWallet(storage)).toEqual({ walletChoice: 'unisat', xverseAddress: null });
  });
});
