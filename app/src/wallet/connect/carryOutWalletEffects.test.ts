import { describe, expect, it } from 'vitest';
import type { WalletEffect } from '..';
import { marketChainsOf } from '../chain/marketChains';
import { WrongChainError, type WrongChain } from '../chain/wrongChain';
import { carryOutWalletEffects, type WalletEffectHandlers } from './carryOutWalletEffects';

const staysOnTestnet: WrongChain = {
  walletName: 'unisat',
  walletChain: 'testnet3',
  marketChain: 'mainnet',
  reason: 'refused',
};

function recordingHandlers(failing: { switch?: Error; disconnect?: boolean } = {}) {
  const done: string[] = [];
  const handlers: WalletEffectHandlers = {
    showError: (message) => done.push(`error ${message}`),
    showFailure: (error) => done.push(`failure ${error instanceof Error ? error.message : String(error)}`),
    askToSwitchChain: (walletName, chains) =>
      failing.switch
        ? Promise.reject(failing.switch)
        : Promise.resolve(void done.push(`switch ${walletName} to ${chains.preferred}`)),
    letGoOffChain: (problem) =>
      Promise.resolve(void done.push(`let go ${problem.walletName} on ${problem.walletChain}`)),
    showWrongChain: (problem) => done.push(`wrong chain ${problem.walletChain}`),
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
      { type: 'askToSwitchChain', walletName: 'unisat', chains: marketChainsOf('mainnet') },
      { type: 'showWrongChain', problem: staysOnTestnet },
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
      'switch unisat to mainnet',
      'wrong chain testnet3',
      'clear popup',
      'reload',
      'remove token',
    ]);
  });

  it('goes on clearing the session when the wallet cannot disconnect, and shows a switch that failed', async () => {
    const { done, handlers } = recordingHandlers({ switch: new Error('the chain is invalid'), disconnect: true });
    await carryOutWalletEffects(
      [
        { type: 'disconnectWallet', walletName: 'unisat' },
        { type: 'clearLocalStorage', keep: [] },
        { type: 'askToSwitchChain', walletName: 'unisat', chains: marketChainsOf('mainnet') },
      ],
      handlers,
    );
    expect(done).toEqual(['clear keeping ', 'failure the chain is invalid']);
  });

  it('lets a wallet go that stays off the market’s chain', async () => {
    const { done, handlers } = recordingHandlers({ switch: new WrongChainError(staysOnTestnet) });
    await carryOutWalletEffects(
      [{ type: 'askToSwitchChain', walletName: 'unisat', chains: marketChainsOf('mainnet') }, { type: 'reloadData' }],
      handlers,
    );
    expect(done).toEqual(['let go unisat on testnet3', 'reload']);
  });
});
