import { describe, expect, it } from 'vitest';
import { createWalletStore } from '../../stores';
import { disconnectedSession } from '..';
import { storeWalletSession, walletSessionOf } from './walletSessionOf';

describe('the wallet session in the store', () => {
  it('writes a connected session and reads the same session back', () => {
    const store = createWalletStore();
    const session = {
      isConnect: true,
      address: 'tb1pexample',
      walletName: 'devnet',
      accounts: ['tb1pexample'],
      network: 'devnet',
      publicKey: 'ab'.repeat(32),
      paymentAddress: 'tb1pexample',
      paymentPublicKey: 'ab'.repeat(32),
      balance: { confirmed: 1000, unconfirmed: 500, total: 1500 },
    } as const;
    storeWalletSession(store, session);
    expect(walletSessionOf(store.state)).toEqual(session);
  });

  it('resets the store for a session without a wallet, and reads an unknown network as none', () => {
    const store = createWalletStore();
    store.setConnected('unisat', 'bc1pexample');
    store.setNetwork('livenet');
    expect(walletSessionOf(store.state).network).toBe('');
    storeWalletSession(store, disconnectedSession);
    expect(walletSessionOf(store.state)).toEqual(disconnectedSession);
  });
});
