import { testAddresses } from '@ordmarket/protocol/testing';
import { describe, expect, it } from 'vitest';
import { keptThroughDisconnect } from './keptThroughDisconnect';
import { disconnect, logout } from './logoutAndDisconnect';
import { disconnectedSession, type WalletSession } from './WalletSession';

const session: WalletSession = {
  isConnect: true,
  walletName: 'xverse',
  address: testAddresses('mainnet').p2tr,
  accounts: [testAddresses('mainnet').p2tr],
  network: 'mainnet',
  publicKey: 'aa'.repeat(32),
  paymentAddress: testAddresses('mainnet').p2sh,
  paymentPublicKey: `02${'bb'.repeat(32)}`,
  balance: { confirmed: 5, unconfirmed: 0, total: 5 },
};

describe('logout and disconnect (spec §4)', () => {
  it('logout clears the access token and keeps the wallet connected', () => {
    expect(logout(session)).toEqual({ session, effects: [{ type: 'removeAccessToken' }] });
  });

  it('disconnect zeroes balance and address, clears local storage and leaves a protected route', () => {
    const result = disconnect(session);
    expect(result.session).toEqual(disconnectedSession);
    expect(result.session.balance).toEqual({ confirmed: 0, unconfirmed: 0, total: 0 });
    expect(result.effects).toEqual([
      { type: 'disconnectWallet', walletName: 'xverse' },
      { type: 'clearLocalStorage', keep: keptThroughDisconnect },
      { type: 'leaveProtectedRoute' },
    ]);
  });

  it("keeps through a disconnect the devnet wallet's key and the visitor's choices, and nothing of the session", () => {
    const clear = disconnect(session).effects.find((effect) => effect.type === 'clearLocalStorage');
    expect(clear?.keep).toEqual(
      expect.arrayContaining([
        'ordmarket_devnet_wallet_key',
        'settings',
        'i18nextLng',
        'ExperienceDialogCloseDate',
        'MobileNoticeDismissed',
      ]),
    );
    for (const sessionKey of ['access_token', 'refresh_token', 'walletName', 'xverseAddress']) {
      expect(clear?.keep).not.toContain(sessionKey);
    }
  });

  it('disconnecting with no wallet still clears storage', () => {
    expect(disconnect(disconnectedSession).effects.map((effect) => effect.type)).toEqual([
      'clearLocalStorage',
      'leaveProtectedRoute',
    ]);
  });
});
