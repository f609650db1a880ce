import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { postJson, startTestServer } from '../testing/startTestServer';
import { embeddedTestDatabases } from '../testing/testDatabases';
import { p2wpkhWallet, spend } from './devnet/testing/devnetTestKit';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const alice = p2wpkhWallet(31);

describe.each(embeddedTestDatabases)('Esplora and devnet routes on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  const get = async (path: string) => {
    const response = await fetch(new URL(path, server.url));
    return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
  };
  const post = async (path: string, body: string) => {
    const response = await fetch(new URL(path, server.url), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    return { status: response.status, text: await response.text() };
  };

  it('funds, broadcasts, mines and reads back through the Esplora paths', async () => {
    const faucet = await postJson(server.url, '/devnet/faucet', { address: alice.address, sats: 100_000 });
    expect(faucet.status).toBe(200);
    const { txid } = faucet.body.data as { txid: string };
    const tx = JSON.parse((await get(`/mempool/api/tx/${txid}`)).text) as {
      vout: Array<{ scriptpubkey_address?: string }>;
    };
    const vout = tx.vout.findIndex((output) => output.scriptpubkey_address === alice.address);
    const payment = spend(
      alice,
      [{ txid, vout, value: 100_000n, script: alice.script }],
      [{ script: alice.script, value: 99_000n }],
    );
    const sent = await post('/mempool/api/tx', payment.toHex());
    expect(sent).toEqual({ status: 200, text: payment.getId() });
    // Core's sendrawtransaction takes a transaction its mempool already has as sent again: its txid.
    const again = await post('/mempool/testnet/api/tx', payment.toHex());
    expect(again).toEqual({ status: 200, text: payment.getId() });
    const mined = await postJson(server.url, '/devnet/mine', { blocks: 1 });
    const [block] = (mined.body.data as { blocks: Array<{ hash: string; height: number; txids: string[] }> }).blocks;
    expect((await get('/mempool/api/blocks/tip/height')).text).toBe(String(block?.height));
    expect((await get(`/mempool/api/block-height/${block?.height}`)).text).toBe(block?.hash);
    expect(JSON.parse((await get(`/mempool/api/block/${block?.hash}`)).text)).toMatchObject({ id: block?.hash });
    expect(JSON.parse((await get(`/mempool/api/block/${block?.hash}/txids`)).text)).toEqual(block?.txids);
    expect(JSON.parse((await get(`/mempool/api/tx/${payment.getId()}/status`)).text)).toMatchObject({
      confirmed: true,
    });
    expect((await get(`/mempool/api/tx/${payment.getId()}/hex`)).text).toBe(payment.toHex());
    expect((JSON.parse((await get(`/mempool/api/tx/${txid}/outspends`)).text) as unknown[])[vout]).toMatchObject({
      spent: true,
    });
    const utxos = JSON.parse((await get(`/mempool/testnet/api/address/${alice.address}/utxo`)).text) as unknown[];
    expect(utxos).toHaveLength(1);
    const stats = JSON.parse((await get(`/mempool/api/address/${alice.address}`)).text) as {
      chain_stats: { funded_txo_sum: number; spent_txo_sum: number };
    };
    expect(stats.chain_stats).toMatchObject({ funded_txo_sum: 199_000, spent_txo_sum: 100_000 });
    expect(JSON.parse((await get('/mempool/api/v1/fees/recommended')).text)).toEqual({
      fastestFee: 1,
      halfHourFee: 1,
      hourFee: 1,
      economyFee: 1,
      minimumFee: 1,
    });
    const rolled = await postJson(server.url, '/devnet/rollback', { blocks: 1 });
    expect(rolled.body.data).toEqual({ tip_height: (block?.height ?? 0) - 1 });
  });

  it('answers bad input with a clear 400 and unknown things with 404, never 5xx', async () => {
    expect(await get('/mempool/api/tx/nothex')).toMatchObject({ status: 400, text: 'Invalid hex string' });
    expect(await get(`/mempool/api/tx/${'ab'.repeat(32)}`)).toMatchObject({
      status: 404,
      text: 'Transaction not found',
    });
    expect(await get(`/mempool/api/block/${'ab'.repeat(32)}`)).toMatchObject({ status: 404, text: 'Block not found' });
    expect(await get(`/mempool/api/block/${'ab'.repeat(32)}/txids`)).toMatchObject({ status: 404 });
    expect(await get('/mempool/api/block/xyz/txids')).toMatchObject({ status: 400 });
    expect(await get('/mempool/api/block-height/99999')).toMatchObject({ status: 404 });
    expect(await get('/mempool/api/address/bc1qnotanaddress')).toMatchObject({
      status: 400,
      text: 'Invalid Bitcoin address',
    });
    expect(await get('/mempool/api/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toMatchObject({
      status: 400,
      text: 'Address on invalid network',
    });
    const garbage = await post('/mempool/api/tx', 'deadbeefzz');
    expect(garbage.status).toBe(400);
    expect(garbage.text).toContain('"code":-22');
    const empty = await post('/mempool/api/tx', '');
    expect(empty.status).toBe(400);
    const refused = await postJson(server.url, '/devnet/faucet', { address: 'bc1qxyz', sats: 1000 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('Not a devnet address');
    const dust = await postJson(server.url, '/devnet/faucet', { address: alice.address, sats: 10 });
    expect(dust.body.msg).toContain('dust');
    const tooMany = await postJson(server.url, '/devnet/mine', { blocks: 101 });
    expect(tooMany.status).toBe(400);
  });
});
