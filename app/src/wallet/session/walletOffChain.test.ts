import { testAddresses } from '@ordmarket/protocol/testing';
import { describe, expect, it } from 'vitest';
import { keptThroughDisconnect } from './keptThroughDisconnect';
import { walletOffChain } from './walletOffChain';
import { disconnectedSession } from './WalletSession';

describe('a wallet that stays off the market’s chain (spec §8)', () => {
  it('is disconnected, and the trader told why before the session is cleared', () => {
    const problem = {
      walletName: 'unisat',
      walletChain: 'testnet3',
      marketChain: 'signet',
      reason: 'refused',
    } as const;
    const session = {
      ...disconnectedSession,
      isConnect: true,
      walletName: 'unisat',
      address: testAddresses('signet').p2tr,
    } as const;
    expect(walletOffChain(session, problem)).toEqual({
      session: disconnectedSession,
      effects: [
        { type: 'showWrongChain', problem },
        { type: 'disconnectWallet', walletName: 'unisat' },
        { type: 'clearLocalStorage', keep: keptThroughDisconnect },
        { type: 'leaveProtectedRoute' },
      ],
    });
  });
});
