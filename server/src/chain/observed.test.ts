import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChainRejection } from './ChainSource';
import { ChainSourceErrors } from './chainSourceErrors';
import { openEsploraChain } from './esplora/openEsploraChain';
import { manualClock } from './esplora/testing/manualClock';
import { startReplayServer, type ReplayServer } from './esplora/testing/replayServer';
import { observedChain } from './observedChain';

const txid = 'ab'.repeat(32);
const at = new Date('2026-11-28T10:00:00Z');

describe('a chain source whose failures are recorded for the health answer', () => {
  let server: ReplayServer;
  let errors: ChainSourceErrors;
  beforeEach(async () => {
    server = await startReplayServer();
    errors = new ChainSourceErrors(() => at);
  });
  afterEach(() => server.close());
  const chain = () =>
    observedChain(
      openEsploraChain({ NETWORK: 'signet', ESPLORA_URLS: [`${server.url}/key-s3cret`] }, pino({ level: 'silent' }), {
        clock: manualClock(),
        attempts: 2,
      }),
      'Esplora',
      errors,
    );

  it('is listed before it fails, and answers pass through untouched', async () => {
    server.route('GET', '/key-s3cret/blocks/tip/height', { body: '123' });
    const observed = chain();
    expect(errors.sources()).toEqual([{ name: 'Esplora', failedRequests: 0, lastFailure: undefined }]);
    expect(await observed.tipHeight()).toBe(123);
    expect(await observed.transaction(txid)).toBeUndefined();
    expect(errors.sources()[0]?.failedRequests).toBe(0);
  });

  it('counts a source that is down and one that answers nonsense, naming neither host nor key', async () => {
    server.route('GET', '/key-s3cret/blocks/tip/height', { status: 503, body: 'down' });
    server.route('GET', `/key-s3cret/tx/${txid}/status`, { body: '{"confirmed":"maybe"}' });
    const observed = chain();
    await expect(observed.tipHeight()).rejects.toThrow(/failed after 2 attempts/);
    await expect(observed.transactionStatus(txid)).rejects.toThrow(/does not match the documented shape/);
    const [source] = errors.sources();
    expect(source).toMatchObject({ name: 'Esplora', failedRequests: 2 });
    expect(source?.lastFailure).toMatchObject({ at, request: 'transactionStatus' });
    expect(source?.lastFailure?.reason).toMatch(/^Esplora GET \/tx\/:txid\/status \(\[host\]\) answered a body/);
    expect(JSON.stringify(errors.sources())).not.toMatch(/s3cret|127\.0\.0\.1/);
  });

  it('does not count a transaction the node refuses: the source answered', async () => {
    server.route('POST', '/key-s3cret/tx', {
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    });
    await expect(chain().broadcast('00')).rejects.toBeInstanceOf(ChainRejection);
    expect(errors.sources()[0]?.failedRequests).toBe(0);
  });
});
