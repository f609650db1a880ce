import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChainRejection } from './ChainSource';
import { ChainSourceErrors } from './chainSourceErrors';
import { openEsploraChain } from './esplora/openEsploraChain';
import { manualClock } from './esplora/testing/manualClock';
import { startReplayServer, type ReplayServer } from './esplora/testing/replayServer';
import { observed } from './observed';
import { openOrdClient } from './ord/openOrdClient';

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
    observed(
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
    server.route('GET', `/key-s3cret/tx/${txid}`, { body: '{"txid":"maybe"}' });
    const observed = chain();
    await expect(observed.tipHeight()).rejects.toThrow(/failed after 2 attempts/);
    await expect(observed.transactionStatus(txid)).rejects.toThrow(/does not match the documented shape/);
    const [source] = errors.sources();
    expect(source).toMatchObject({ name: 'Esplora', failedRequests: 2 });
    expect(source?.lastFailure).toMatchObject({ at, request: 'transactionStatus' });
    expect(source?.lastFailure?.reason).toMatch(/^Esplora GET \/tx\/:txid \(\[host\]\) answered a body/);
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

  it('counts ord by its own name, each failed question once, and passes its answers through', async () => {
    server.route('GET', '/r/blockheight', { body: '840119' });
    server.route('GET', `/inscription/${txid}i0`, { body: '<!doctype html><html>' });
    server.route('GET', `/output/${txid}:0`, { status: 500, body: 'index busy' });
    const ord = openOrdClient({ ORD_URL: server.url }, undefined, { clock: manualClock(), attempts: 1 });
    if (ord === undefined) throw new Error('ORD_URL is set.');
    const observedOrd = observed(ord, 'ord', errors);
    expect(await observedOrd.blockHeight()).toBe(840119);
    await expect(observedOrd.inscription(`${txid}i0`)).rejects.toThrow(/does not match|not JSON|answered/);
    await expect(observedOrd.output(`${txid}:0`)).rejects.toThrow(/failed after 1 attempt/);
    expect(errors.sources()).toEqual([
      {
        name: 'ord',
        failedRequests: 2,
        lastFailure: {
          at,
          request: 'output',
          reason: 'ord GET /output/:outpoint failed after 1 attempts: [host]: answered 500',
        },
      },
    ]);
  });
});
