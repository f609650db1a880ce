import { testAddresses } from '@ordmarket/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DatabaseHandle,
  type RunningServer,
  startTestServer,
  embeddedTestDatabases,
} from '@ordmarket/server/testing';
import { createApiClient, type ApiClient } from '../../api/apiClient';
import { createTokenStore } from '../../api/tokenStore';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { devnetConnector, unisatConnector } from '../../wallet';
import { FakeUnisat } from '../../wallet/testing/fakeUnisat';
import { approveQrSignIn } from './approveQrSignIn';
import { approvalFailure } from './qrApprovalState';

describe.each(embeddedTestDatabases)('approving a QR sign-in against a real server on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let api: ApiClient;
  const toasts: string[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    api = createApiClient({
      baseUrl: server.url,
      tokenStore: createTokenStore(new MemoryStorage()),
      notify: (error) => toasts.push(error.msg),
      onSessionExpired: () => undefined,
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  /** The other device: shows a code, and later polls it with its secret. */
  const showCode = () => api.post('/api/v1/user/ordinals/qrcode', {});
  const readRequest = (requestId: string) =>
    api.post('/api/v1/user/ordinals/get_qrcode_request', { qrcode_id: requestId });

  it("signs the request's message with the devnet wallet, and the other device is signed in as it", async () => {
    const code = await showCode();
    const request = await readRequest(code.request_id);
    const wallet = devnetConnector({ fetch, baseUrl: server.url, storage: new MemoryStorage() });
    const connection = await wallet.connect();

    await approveQrSignIn(api, wallet, connection, { requestId: code.request_id, message: request.message });

    const status = await api.post('/api/v1/user/ordinals/check_qrcode_status', { qrcode_id: code.qrcode_id });
    expect(status).toMatchObject({ status: 'approved', address: connection.address });
    expect((await readRequest(code.request_id)).status).toBe('expired');
  });

  it("stops at the wallet's refusal with 'User Canceled', the code still open", async () => {
    const code = await showCode();
    const request = await readRequest(code.request_id);
    const unisat = Object.assign(new FakeUnisat(), { refuse: true });
    const approval = approveQrSignIn(
      api,
      unisatConnector(() => unisat),
      { address: testAddresses('devnet').p2tr, publicKey: '' },
      { requestId: code.request_id, message: request.message },
    );
    const error = await approval.catch((refusal: unknown) => refusal);
    expect(approvalFailure(error)).toEqual({ kind: 'cancelled' });
    expect((await readRequest(code.request_id)).status).toBe('pending');
  });

  it('answers a code another wallet approved first as closed, without a toast', async () => {
    const code = await showCode();
    const request = await readRequest(code.request_id);
    const first = devnetConnector({ fetch, baseUrl: server.url, storage: new MemoryStorage() });
    const second = devnetConnector({ fetch, baseUrl: server.url, storage: new MemoryStorage() });
    const signed = { requestId: code.request_id, message: request.message };
    await approveQrSignIn(api, first, await first.connect(), signed);
    toasts.length = 0;

    const late = await approveQrSignIn(api, second, await second.connect(), signed).catch((error: unknown) => error);
    expect(approvalFailure(late)).toEqual({ kind: 'closed' });
    expect(toasts).toEqual([]);
  });
});
