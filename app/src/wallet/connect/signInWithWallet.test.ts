import { testAddresses } from '@ordmarket/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DatabaseHandle,
  type RunningServer,
  startTestServer,
  embeddedTestDatabases,
  testWallet,
} from '@ordmarket/server/testing';
import { createApiClient, type ApiClient } from '../../api/apiClient';
import { createTokenStore } from '../../api/tokenStore';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { devnetConnector, unisatConnector } from '..';
import type { WalletConnector } from '..';
import { FakeUnisat } from '../testing/fakeUnisat';
import { signInWithWallet } from './signInWithWallet';

describe.each(embeddedTestDatabases)('signing in with a wallet against a real server on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let api: ApiClient;
  const storage = new MemoryStorage();
  const tokens = createTokenStore(storage);
  const toasts: string[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    api = createApiClient({
      baseUrl: server.url,
      tokenStore: tokens,
      notify: (error) => toasts.push(error.msg),
      onSessionExpired: () => undefined,
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("signs the server's challenge with the devnet wallet and answers tokens the API accepts", async () => {
    const wallet = devnetConnector({ fetch: (input, init) => fetch(input, init), baseUrl: server.url, storage });
    const connection = await wallet.connect();
    tokens.save(await signInWithWallet(api, wallet, connection));
    const addresses = await api.post('/phoenix/user_all/get_ordinals_user_address', {});
    expect(addresses.items.map((item) => [item.address, item.wallet])).toEqual([[connection.address, 'devnet']]);
  });

  it("stops at the wallet's refusal with 'User Canceled', before any login call", async () => {
    const unisat = new FakeUnisat();
    unisat.refuse = true;
    const calls: string[] = [];
    const recording: Pick<ApiClient, 'post'> = {
      post: (path, body) => {
        calls.push(path);
        return api.post(path, body);
      },
    };
    const address = testAddresses('devnet').p2tr;
    await expect(
      signInWithWallet(
        recording,
        unisatConnector(() => unisat),
        { address, publicKey: '' },
      ),
    ).rejects.toThrow('User Canceled');
    expect(calls).toEqual(['/api/v1/user/ordinals/challenge']);
  });

  it('has a wallet that pays from another address (Xverse) sign the same message with it, so the market lets it pay', async () => {
    const ordinals = testWallet(61, 'taproot');
    const payment = testWallet(62, 'nestedSegwit');
    const asked: Array<{ protocol: string; address: string | undefined }> = [];
    const xverse = {
      ...unisatConnector(() => new FakeUnisat()),
      name: 'xverse',
      signMessage: (message: string, protocol: string, address?: string) => {
        asked.push({ protocol, address });
        return Promise.resolve(address === payment.address ? payment.sign(message) : ordinals.sign(message));
      },
    } satisfies WalletConnector;
    tokens.save(
      await signInWithWallet(api, xverse, {
        address: ordinals.address,
        publicKey: ordinals.publicKey,
        paymentAddress: payment.address,
        paymentPublicKey: payment.publicKey,
      }),
    );
    expect(asked).toEqual([
      { protocol: 'bip322-simple', address: undefined },
      { protocol: 'ecdsa', address: payment.address },
    ]);
    const addresses = await api.post('/phoenix/user_all/get_ordinals_user_address', {});
    expect(addresses.items.map((item) => item.address).sort()).toEqual([ordinals.address, payment.address].sort());
  });
});
