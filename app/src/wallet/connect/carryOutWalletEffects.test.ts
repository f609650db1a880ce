import { describe, expect, it } from 'vitest';
import type { WalletEffect } from '..';
import { carryOutWalletEffects, type WalletEffectHandlers } from './carryOutWalletEffects';

function recordingHandlers(failing: { switch?: boolean; disconnect?: boolean } = {}) {
  const done: string[] = [];
  const handlers: WalletEffectHandlers = {
    showError: (message) => done.push(`error ${message}`),
    askToSwitchNetwork: (network) =>
      failing.switch
        ? Promise.reject(new Error('User Canceled'))
        : Promise.resolve(void done.push(`switch ${network}`)),
    clearPopup: () => done.push('clear popup'),
    reloadData: () => done.push('reload'),
    rememberWallet: (walletName, xverse) =>
      done.push(`remember ${walletName} ${xverse ? `${xverse.address} pays from ${xverse.payment.address}` : '-'}`),
    removeAccessToken: () => done.push('remove token'),
    clearLocalStorage: (keep) => done.push(`clear keeping ${keep.join(',')}`),
    leaveProtectedRoute: () => done.push('leave'),
    disconnectWallet: (walletName) =>
      failing.disconnect
        ? Promise.reject(new Error('gone'))
        : Promise.resolve(void done.push(`disconnect ${walletName}`)),
  };
  return { done, handlers };
}

describe('carrying out the session rules’ effects', () => {
  it('does each effect in the order the rule gave', async () => {
    const { done, handlers } = recordingHandlers();
    const effects: WalletEffect[] = [
      { type: 'showError', message: 'refused' },
      { type: 'disconnectWallet', walletName: 'unisat' },
      { type: 'clearLocalStorage', keep: ['key'] },
      { type: 'leaveProtectedRoute' },
      {
        type: 'rememberWallet',
        walletName: 'xverse',
        xverse: { address: 'bc1p', payment: { address: '3pay', publicKey: '02' } },
      },
      { type: 'askToSwitchNetwork', network: 'mainnet' },
      { type: 'clearPopup' },
      { type: 'reloadData' },
      { type: 'removeAccessToken' },
    ];
    await carryOutWalletEffects(effects, handlers);
    expect(done).toEqual([
      'error refused',
      'disconnect unisat',
      'clear keeping key',
      'leave',
      'remember xverse bc1p pays from 3pay',
      'switch mainnet',
      'clear popup',
      'reload',
      'remove token',
    ]);
  });

  it('goes on clearing the session when the wallet cannot disconnect, and shows a refused switch', async () => {
    const { done, handlers } = recordingHandlers({ switch: true, disconnect: true });
    await carryOutWalletEffects(
      [
        { type: 'disconnectWallet', walletName: 'unisat' },
        { type: 'clearLocalStorage', keep: [] },
        { type: 'askToSwitchNetwork', network: 'mainnet' },
      ],
      handlers,
    );
    expect(done).toEqual(['clear keeping ', 'error User Canceled']);
  });
});
