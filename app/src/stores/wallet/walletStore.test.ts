import { describe, expect, it } from 'vitest';
import { createWalletStore, initialWalletState } from './walletStore';

describe('wallet store', () => {
  it('starts disconnected with zero balances', () => {
    expect({ ...createWalletStore().state }).toEqual(initialWalletState());
    expect(initialWalletState()).toMatchObject({ isConnect: false, walletName: null, address: '' });
  });

  it('records a connection and what the wallet reports', () => {
    const wallet = createWalletStore();
    wallet.setConnected('unisat', 'bc1pexample');
    wallet.setAccounts(['bc1pexample']);
    wallet.setNetwork('livenet');
    wallet.setPublicKey('02abc');
    wallet.setPayment('bc1pexample', '02abc');
    wallet.setBalance({ confirmed: 5000, unconfirmed: 100, total: 5100 });
    wallet.setApiBalance({ confirmed: 5000, inscription_balance: 546, total_balance: 5546 });
    expect({ ...wallet.state }).toEqual({
      isConnect: true,
      address: 'bc1pexample',
      walletName: 'unisat',
      accounts: ['bc1pexample'],
      network: 'livenet',
      publicKey: '02abc',
      paymentAddress: 'bc1pexample',
      paymentPublicKey: '02abc',
      balance: { confirmed: 5000, unconfirmed: 100, total: 5100 },
      apiBalance: { confirmed: 5000, inscription_balance: 546, total_balance: 5546 },
    });
    wallet.setAddress('bc1qother');
    expect(wallet.state.address).toBe('bc1qother');
  });

  it('refuses balances that are not whole sats (a BTC float is a bug)', () => {
    const wallet = createWalletStore();
    expect(() => wallet.setBalance({ confirmed: 0.0005, unconfirmed: 0, total: 0.0005 })).toThrow(RangeError);
    expect(() => wallet.setApiBalance({ confirmed: -1, inscription_balance: 0, total_balance: 0 })).toThrow(RangeError);
    expect(wallet.state.balance.total).toBe(0);
  });

  it('resetWallet clears everything', () => {
    const wallet = createWalletStore();
    wallet.setConnected('xverse', 'bc1pexample');
    wallet.setAccounts(['bc1pexample']);
    wallet.setPayment('3payment', `02${'bb'.repeat(32)}`);
    wallet.setBalance({ confirmed: 1, unconfirmed: 0, total: 1 });
    wallet.resetWallet();
    expect(wallet.state).toMatchObject({ paymentAddress: '', paymentPublicKey: '' });
    expect({ ...wallet.state }).toEqual(initialWalletState());
  });
});
