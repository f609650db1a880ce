import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChainHttp } from '../esplora/ChainHttp';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import { manualClock } from '../esplora/testing/manualClock';
import { startReplayServer, type ReplayServer } from '../esplora/testing/replayServer';
import { CoreRpc, CoreRpcError } from './CoreRpc';
import { coreChain } from './coreChain';
import { ChainRejection } from '../ChainSource';
import { coreEndpoint } from './openCoreChain';

const servers: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function bitcoind(...replies: Array<{ status?: number; body: string }>) {
  const server = await startReplayServer();
  servers.push(server);
  server.route(
    'POST',
    '/',
    ...replies.map(({ status, body }) => ({ status, body, headers: { 'content-type': 'application/json' } })),
  );
  return server;
}

const rpcOver = (server: ReplayServer, credentials: ConstructorParameters<typeof CoreRpc>[2]) =>
  new CoreRpc(new ChainHttp({ service: 'Bitcoin Core', hosts: [server.url], clock: manualClock() }), '/', credentials);
const devnetLogin = { kind: 'password', user: 'devnet', password: 'devnet' } as const;

// Answers written as bitcoind writes them (src/rpc/request.cpp JSONRPCReplyObj; amounts with 8 decimals).
describe('CoreRpc', () => {
  it('sends every call as a JSON-RPC 2.0 batch with basic auth, and reads amounts to the exact sat', async () => {
    const server = await bitcoind({
      body: '[{"jsonrpc":"2.0","result":{"value":20999999.97690000,"fee":0.00000141},"id":1}]',
    });
    const rpc = rpcOver(server, devnetLogin);
    const amounts = z.object({ value: z.string(), fee: z.string() });
    expect(await rpc.call('gettxout', ['00'.repeat(32), 0], amounts)).toEqual({
      value: '20999999.97690000',
      fee: '0.00000141',
    });
    const [request] = server.requests;
    expect(JSON.parse(request?.body ?? '')).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'gettxout', params: ['00'.repeat(32), 0] },
    ]);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('devnet:devnet').toString('base64')}`);
  });

  it('answers an RPC error as CoreRpcError with its code, not an outage', async () => {
    const server = await bitcoind({
      body: '[{"jsonrpc":"2.0","error":{"code":-8,"message":"Block height out of range"},"id":1}]',
    });
    const answer = rpcOver(server, devnetLogin).call('getblockhash', [99], z.string());
    await expect(answer).rejects.toBeInstanceOf(CoreRpcError);
    await expect(answer).rejects.toMatchObject({ code: -8, reason: 'Block height out of range' });
    expect(server.requests).toHaveLength(1);
  });

  it('reads the cookie again when bitcoind refuses it (bitcoind writes a new one at each start)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cookie-'));
    const cookie = join(dir, '.cookie');
    writeFileSync(cookie, '__cookie__:old\n');
    const server = await bitcoind({ body: '[{"result":7,"error":null,"id":1}]' });
    const rpc = rpcOver(server, { kind: 'cookie', path: cookie });
    expect(await rpc.call('getblockcount', [], z.number())).toBe(7);
    writeFileSync(cookie, '__cookie__:new\n');
    server.route('POST', '/', { status: 401, body: '' }, { body: '[{"result":8,"error":null,"id":2}]' });
    expect(await rpc.call('getblockcount', [], z.number())).toBe(8);
    const sent = server.requests.map(({ headers }) =>
      Buffer.from(String(headers.authorization).slice(6), 'base64').toString(),
    );
    expect(sent).toEqual(['__cookie__:old', '__cookie__:old', '__cookie__:new']);
  });

  it('names the settings to check when bitcoind refuses the credentials, without showing them', async () => {
    const server = await bitcoind({ status: 401, body: '' });
    const refused = rpcOver(server, { kind: 'password', user: 'ord', password: 'hunter2' }).call(
      'getblockcount',
      [],
      z.number(),
    );
    await expect(refused).rejects.toBeInstanceOf(ChainResponseError);
    await expect(refused).rejects.toThrow(/HTTP 401\): check BITCOIN_RPC_COOKIE_FILE or BITCOIN_RPC_USER/);
    await expect(refused).rejects.not.toThrow(/hunter2/);
  });

  it('takes credentials out of the URL so no log or error carries them', () => {
    const settings = { NETWORK: 'signet', FEE_SOURCE: 'core' } as const;
    expect(coreEndpoint('http://ord:s3cret@10.0.0.5:38332/', settings)).toEqual({
      host: 'http://10.0.0.5:38332',
      path: '/',
      credentials: { kind: 'password', user: 'ord', password: 's3cret' },
    });
    expect(
      coreEndpoint('http://10.0.0.5:38332', { ...settings, BITCOIN_RPC_COOKIE_FILE: '/b/.cookie' }).credentials,
    ).toEqual({
      kind: 'cookie',
      path: '/b/.cookie',
    });
    expect(() => coreEndpoint('http://10.0.0.5:38332', settings)).toThrow(/BITCOIN_RPC_URL needs credentials/);
  });
});

describe('coreChain broadcast and fees', () => {
  it("passes on testmempoolaccept's reason and relays nothing it refuses", async () => {
    const server = await bitcoind({
      body:
        '[{"jsonrpc":"2.0","result":[{"txid":"' +
        'ab'.repeat(32) +
        '","wtxid":"' +
        'ab'.repeat(32) +
        '","allowed":false,"reject-reason":"bad-txns-inputs-missingorspent"}],"id":1}]',
    });
    const sent = coreChain(rpcOver(server, devnetLogin)).broadcast('0200');
    await expect(sent).rejects.toBeInstanceOf(ChainRejection);
    await expect(sent).rejects.toThrow('bad-txns-inputs-missingorspent');
    expect(server.requests.map(({ body }) => (JSON.parse(body) as Array<{ method: string }>)[0]?.method)).toEqual([
      'testmempoolaccept',
    ]);
  });

  it("turns estimatesmartfee's BTC/kvB into sat/vB, and falls back to the relay floor without data", async () => {
    const server = await bitcoind({
      body: JSON.stringify([
        { result: { feerate: 0.00025, blocks: 2 }, error: null, id: 1 },
        { result: { feerate: 0.0001, blocks: 3 }, error: null, id: 2 },
        { result: { errors: ['Insufficient data or no feerate found'], blocks: 6 }, error: null, id: 3 },
        { result: { feerate: 0.00002, blocks: 144 }, error: null, id: 4 },
      ]),
    });
    expect(await coreChain(rpcOver(server, devnetLogin)).recommendedFees()).toEqual({
      fastestFee: 25,
      halfHourFee: 10,
      hourFee: 10,
      economyFee: 2,
      minimumFee: 1,
    });
  });
});
