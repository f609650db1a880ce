import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainRejection, type ChainSource } from '../ChainSource';
import { ChainResponseError } from './chainHttpErrors';
import { openEsploraChain } from './openEsploraChain';
import { loadRecordings, recordedReply, recording, replayAll } from './testing/recordings';
import { startReplayServer, type ReplayServer } from './testing/replayServer';
import { manualClock } from './testing/manualClock';

const recordings = loadRecordings(new URL('./recorded', import.meta.url).pathname);
const body = (name: string) => recording(recordings, name).response.body;
const txid = (body('tx') as { txid: string }).txid;
const coinbaseTxid = (body('tx-coinbase') as { txid: string }).txid;
const blockHash = (body('block') as { id: string }).id;
const genesisHash = (body('block-genesis') as { id: string }).id;
const address = (body('address') as { address: string }).address;
const unknownTxid = 'ab'.repeat(32);

describe('Esplora ChainSource against recorded mempool.space answers', () => {
  let server: ReplayServer;
  let chain: ChainSource;

  beforeAll(async () => {
    server = await startReplayServer();
    replayAll(server, recordings);
    server.route('POST', '/tx', recordedReply(recording(recordings, 'post-tx')));
    chain = openEsploraChain({ NETWORK: 'mainnet', ESPLORA_URLS: [server.url] }, pino({ level: 'silent' }), {
      clock: manualClock(),
    });
  });
  afterAll(() => server.close());

  it('reads the tip height and the hash at a height', async () => {
    expect(chain.network).toBe('mainnet');
    expect(await chain.tipHeight()).toBe(840123);
    expect(await chain.blockHashAt(840000)).toBe(blockHash);
  });

  it('reads a block, the genesis block without a previous one, and its txids', async () => {
    expect(await chain.block(blockHash)).toEqual({ ...(body('block') as object), stale: undefined });
    const block = await chain.block(blockHash);
    expect(block).not.toHaveProperty('stale');
    expect(block?.previousblockhash).toMatch(/^0{19}/);
    expect((await chain.block(genesisHash))?.previousblockhash).toBeNull();
    expect(await chain.blockTxids(genesisHash)).toEqual([coinbaseTxid]);
  });

  it('reads transactions with prevouts and witnesses, a coinbase, raw hex, status and outspends', async () => {
    const tx = await chain.transaction(txid);
    expect(tx?.vin.map((input) => input.prevout?.value)).toEqual([10000, 250000]);
    expect(tx?.vin[0]?.witness).toHaveLength(1);
    expect(tx?.fee).toBe(4230);
    expect(tx?.vout[1]?.scriptpubkey_address).toBe(address);
    const coinbase = await chain.transaction(coinbaseTxid);
    expect(coinbase?.vin[0]).toMatchObject({ is_coinbase: true, prevout: null });
    expect(coinbase?.vout[0]?.scriptpubkey_address).toBeUndefined();
    expect(await chain.transactionHex(coinbaseTxid)).toMatch(/^01000000010{64}ffffffff4d04/);
    expect(await chain.transactionStatus(txid)).toEqual({
      confirmed: true,
      block_height: 840000,
      block_hash: blockHash,
      block_time: 1713571767,
    });
    // electrs answers /status {"confirmed":false} for a transaction it never saw, as for one in its mempool: the
    // status is read from /tx/:txid, a 404 for an unknown one, so a lost transaction is known to be lost.
    const neverSeen = '8d0f7ad3c8a5d1e4f2b4096a43e3f6a5c2e1b0d9f8e7a6b5c4d3e2f1a0b9c8d7';
    expect(body('tx-status-unconfirmed')).toEqual({ confirmed: false });
    expect(await chain.transactionStatus(neverSeen)).toBeUndefined();
    const outspends = await chain.outspends(txid);
    expect(outspends?.map((outspend) => outspend.spent)).toEqual([true, false]);
    expect(outspends?.[0]?.status?.block_height).toBe(840012);
  });

  it('reads an address, its UTXOs and the recommended fees', async () => {
    expect((await chain.address(address)).chain_stats.funded_txo_sum).toBe(265770);
    const utxos = await chain.addressUtxos(address);
    expect(utxos.map((utxo) => [utxo.vout, utxo.value, utxo.status.confirmed])).toEqual([
      [1, 245770, true],
      [0, 546, false],
    ]);
    expect(await chain.recommendedFees()).toEqual(body('fees-recommended'));
  });

  it('answers undefined for what Esplora does not know (404) and for malformed ids, without asking', async () => {
    const asked = server.requests.length;
    expect(await chain.transaction('not-a-txid')).toBeUndefined();
    expect(await chain.block('../../admin')).toBeUndefined();
    expect(await chain.blockHashAt(-1)).toBeUndefined();
    expect(server.requests.length).toBe(asked);
    expect(await chain.transaction(unknownTxid)).toBeUndefined();
    expect(await chain.transactionHex(unknownTxid)).toBeUndefined();
    expect(await chain.transactionStatus(unknownTxid)).toBeUndefined();
    expect(await chain.outspends(unknownTxid)).toBeUndefined();
    expect(await chain.block(unknownTxid)).toBeUndefined();
    expect(await chain.blockTxids(unknownTxid)).toBeUndefined();
    expect(await chain.blockHashAt(9_999_999)).toBeUndefined();
  });

  it('broadcasts as text/plain and answers the txid', async () => {
    expect(await chain.broadcast(`${body('tx-hex') as string}\n`)).toBe(txid);
    const posted = server.requests.at(-1);
    expect(posted?.headers['content-type']).toBe('text/plain');
    expect(posted?.body).toBe(body('tx-hex'));
  });

  it("turns a 400 on POST /tx into ChainRejection with the node's message", async () => {
    server.route('POST', '/tx', recordedReply(recording(recordings, 'post-tx-rejected')));
    const refusal = chain.broadcast('0200');
    await expect(refusal).rejects.toBeInstanceOf(ChainRejection);
    await expect(refusal).rejects.toThrow(/^bad-txns-inputs-missingorspent$/);
  });

  it('refuses an invalid address with the endpoint and the host words, without retrying', async () => {
    server.route('GET', '/address/nope', { status: 400, body: 'Invalid Bitcoin address' });
    const asked = server.requests.length;
    await expect(chain.address('nope')).rejects.toThrow(
      /^Esplora GET \/address\/:address \(http:\/\/127\.0\.0\.1:\d+\/address\/nope\) answered 400: Invalid Bitcoin address$/,
    );
    expect(server.requests.length).toBe(asked + 1);
  });
});

describe('Esplora answers that break the documented shape', () => {
  let server: ReplayServer;
  let chain: ChainSource;

  beforeAll(async () => {
    server = await startReplayServer();
    chain = openEsploraChain({ NETWORK: 'mainnet', ESPLORA_URLS: [server.url] }, pino({ level: 'silent' }), {
      clock: manualClock(),
    });
  });
  afterAll(() => server.close());

  it('names the endpoint and the offending field', async () => {
    const tx = structuredClone(body('tx')) as { vin: Array<{ txid: unknown }> };
    const [first] = tx.vin;
    if (first) first.txid = 42;
    server.route('GET', `/tx/${txid}`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(tx) });
    const failure = chain.transaction(txid);
    await expect(failure).rejects.toBeInstanceOf(ChainResponseError);
    await expect(failure).rejects.toThrow(
      /^Esplora GET \/tx\/:txid \(.+\) answered a body that does not match .*vin\.0\.txid/,
    );
  });

  it('reports malformed JSON with the endpoint', async () => {
    server.route('GET', '/v1/fees/recommended', { body: '{"fastestFee":24,' });
    await expect(chain.recommendedFees()).rejects.toThrow(
      /^Esplora GET \/v1\/fees\/recommended \(.+\) answered malformed JSON$/,
    );
  });

  it('refuses a tip height or hash that is not one', async () => {
    server.route('GET', '/blocks/tip/height', { body: '<html>maintenance</html>' });
    await expect(chain.tipHeight()).rejects.toThrow(/Esplora GET \/blocks\/tip\/height .*expected a block height/);
    server.route('GET', '/tx', { status: 200 });
    server.route('POST', '/tx', { body: 'ok' });
    await expect(chain.broadcast('00')).rejects.toThrow(/Esplora POST \/tx .*expected a 64-hex hash/);
  });
});
