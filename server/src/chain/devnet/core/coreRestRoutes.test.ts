import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesToHex, hashFromTxid } from '@ordmarket/protocol';
import type { DatabaseHandle } from '../../../db/database';
import type { RunningServer } from '../../../startServer';
import { startTestServer } from '../../../testing/startTestServer';
import { testDatabases } from '../../../testing/testDatabases';
import type { Devnet, MinedBlock } from '../Devnet';
import { p2wpkhWallet, spend } from '../testing/devnetTestKit';

const [pglite] = testDatabases;
const alice = p2wpkhWallet(51);
const authorization = `Basic ${Buffer.from('devnet:devnet').toString('base64')}`;

/** Bitcoin Core's REST interface on the devnet: no credentials, Core's formats, statuses and plain-text errors. */
describe("the devnet's Bitcoin Core REST interface", () => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let devnet: Devnet;
  let block: MinedBlock;
  let paymentTxid: string;
  let pendingTxid: string;

  const rest = async (path: string) => {
    const response = await fetch(new URL(`/bitcoin-rpc/rest/${path}`, server.url));
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes,
      text: new TextDecoder().decode(bytes),
    };
  };
  const json = async (path: string): Promise<unknown> => {
    const answer = await rest(path);
    expect(answer.type).toBe('application/json');
    expect(answer.text.endsWith('\n')).toBe(true);
    return JSON.parse(answer.text);
  };
  /** What the RPC answers, for the REST answer to equal. */
  const rpc = async (method: string, params: unknown[] = []) => {
    const response = await fetch(new URL('/bitcoin-rpc/', server.url), {
      method: 'POST',
      headers: { authorization },
      body: JSON.stringify({ id: 1, method, params }),
    });
    return ((await response.json()) as { result: unknown }).result;
  };

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database, { INDEXER_POLL_MS: '3600000' });
    const chain = server.services.devnet;
    if (chain === undefined) throw new Error('the test server runs the devnet');
    devnet = chain;
    paymentTxid = await devnet.faucet(alice.address, 60_000n);
    [block = { hash: '', height: 0, txids: [] }] = await devnet.mine(1);
    const vout = (await devnet.transaction(paymentTxid))?.vout.findIndex(
      (o) => o.scriptpubkey_address === alice.address,
    );
    const pending = spend(
      alice,
      [{ txid: paymentTxid, vout: vout ?? 0, value: 60_000n, script: alice.script }],
      [{ script: alice.script, value: 59_000n }],
    );
    pendingTxid = await devnet.broadcast(pending.toHex());
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers a block in bin, hex and json, json being getblock at verbosity 3 (1 for notxdetails)', async () => {
    const rawHex = (await rpc('getblock', [block.hash, 0])) as string;
    const hex = await rest(`block/${block.hash}.hex`);
    expect(hex).toMatchObject({ status: 200, type: 'text/plain', text: `${rawHex}\n` });
    const bin = await rest(`block/${block.hash}.bin`);
    expect(bin.type).toBe('application/octet-stream');
    expect(bytesToHex(bin.bytes)).toBe(rawHex);
    expect(await json(`block/${block.hash}.json`)).toEqual(await rpc('getblock', [block.hash, 3]));
    expect(await json(`block/notxdetails/${block.hash}.json`)).toEqual(await rpc('getblock', [block.hash, 1]));

    expect(await rest(`block/${block.hash.slice(2)}.json`)).toMatchObject({
      status: 400,
      type: 'text/plain',
      text: `Invalid hash: ${block.hash.slice(2)}\r\n`,
    });
    expect(await rest(`block/${'ab'.repeat(32)}.json`)).toMatchObject({
      status: 404,
      text: `${'ab'.repeat(32)} not found\r\n`,
    });
    expect(await rest(`block/${block.hash}.xml`)).toMatchObject({
      status: 400,
      text: `Invalid hash: ${block.hash}.xml\r\n`,
    });
    expect(await rest(`block/${block.hash}`)).toMatchObject({
      status: 404,
      text: 'output format not found (available: .bin, .hex, .json)\r\n',
    });
  });

  it('answers headers by hash and count, the legacy path too', async () => {
    const genesis = (await rpc('getblockhash', [0])) as string;
    const headers = (await json(`headers/${genesis}.json?count=2`)) as Array<{ hash: string }>;
    expect(headers).toEqual([await rpc('getblockheader', [genesis]), await rpc('getblockheader', [headers[1]?.hash])]);
    expect(headers).toHaveLength(2);
    const legacy = await rest(`headers/2/${genesis}.hex`);
    expect(legacy.text).toBe(
      `${(await rpc('getblockheader', [genesis, false])) as string}${(await rpc('getblockheader', [headers[1]?.hash, false])) as string}\n`,
    );
    expect((await rest(`headers/5/${genesis}.bin`)).bytes.length).toBe(80 * Math.min(5, block.height + 1));
    expect(await json(`headers/${genesis}.json`)).toHaveLength(Math.min(5, block.height + 1));
    expect(await json(`headers/${'ab'.repeat(32)}.json`)).toEqual([]);
    expect(await rest(`headers/${genesis}.json?count=0`)).toMatchObject({
      status: 400,
      text: 'Header count is invalid or out of acceptable range (1-2000): 0\r\n',
    });
    expect(await rest(`headers/1/2/${genesis}.json`)).toMatchObject({
      status: 400,
      text: 'Invalid URI format. Expected /rest/headers/<hash>.<ext>?count=<count>\r\n',
    });
  });

  it('answers block hashes by height', async () => {
    expect(await json(`blockhashbyheight/${block.height}.json`)).toEqual({ blockhash: block.hash });
    expect((await rest(`blockhashbyheight/${block.height}.hex`)).text).toBe(`${block.hash}\n`);
    expect(bytesToHex((await rest(`blockhashbyheight/${block.height}.bin`)).bytes)).toBe(
      bytesToHex(hashFromTxid(block.hash)),
    );
    expect(await rest(`blockhashbyheight/${block.height + 1}.json`)).toMatchObject({
      status: 404,
      text: 'Block height out of range\r\n',
    });
    expect(await rest('blockhashbyheight/-1.json')).toMatchObject({ status: 400, text: 'Invalid height: -1\r\n' });
  });

  it('answers transactions of the chain and the mempool, chain and mempool info', async () => {
    const confirmed = (await json(`tx/${paymentTxid}.json`)) as Record<string, unknown>;
    expect(Object.keys(confirmed).slice(-2)).toEqual(['blockhash', 'hex']);
    expect(confirmed).toMatchObject({ txid: paymentTxid, blockhash: block.hash });
    expect(confirmed).not.toHaveProperty('fee');
    expect(confirmed).not.toHaveProperty('confirmations');
    const pending = (await json(`tx/${pendingTxid}.json`)) as Record<string, unknown>;
    expect(pending).not.toHaveProperty('blockhash');
    expect((await rest(`tx/${pendingTxid}.hex`)).text).toBe(`${(await devnet.transactionHex(pendingTxid)) ?? ''}\n`);
    expect(await rest(`tx/${'cd'.repeat(32)}.json`)).toMatchObject({
      status: 404,
      text: `${'cd'.repeat(32)} not found\r\n`,
    });

    expect(await json('chaininfo.json')).toEqual(await rpc('getblockchaininfo'));
    expect(await rest('chaininfo.bin')).toMatchObject({
      status: 404,
      text: 'output format not found (available: json)\r\n',
    });
    expect(await json('mempool/info.json')).toEqual(await rpc('getmempoolinfo'));
    expect(await json('mempool/info.json')).toMatchObject({ size: 1 });
    expect(await rest('mempool/everything.json')).toMatchObject({
      status: 400,
      text: 'Invalid URI format. Expected /rest/mempool/<info|contents>.json\r\n',
    });
    expect(await rest('getutxos/checkmempool.json')).toMatchObject({ status: 404, text: '' });
  });
});
