import { testAddresses } from '@ordmarket/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../server/src/db/database';
import type { RunningServer } from '../../../../server/src/startServer';
import { startTestServer } from '../../../../server/src/testing/startTestServer';
import { testDatabases } from '../../../../server/src/testing/testDatabases';
import { createApiClient, type ApiClient } from '../../api/apiClient';
import { createTokenStore } from '../../api/tokenStore';
import { MemoryStorage } from '../../testing/memoryStorage';
import { devnetConnector, unisatConnector } from '../../wallet';
import { FakeUnisat } from '../../wallet/testing/fakeUnisat';
import { signInWithWallet } from './signInWithWallet';

describe.each(testDatabases)('signing in with a wallet against a real server on $name', (testDatabase) => {
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
      notify: (_tone, message) => toasts.push(message),
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
});
