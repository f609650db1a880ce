import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitcoin, bytesToHex, hexToBytes, txidFromHash } from '@ordmarket/protocol';
import type { DatabaseHandle } from '../../../db/database';
import type { RunningServer } from '../../../startServer';
import { startTestServer } from '../../../testing/startTestServer';
import { testDatabases } from '../../../testing/testDatabases';
import type { Devnet, MinedBlock } from '../Devnet';
import { type Coin, p2trWallet, p2wpkhWallet, spend, type TestWallet } from '../testing/devnetTestKit';

const [pglite] = testDatabases;
const alice = p2wpkhWallet(41);
const bob = p2trWallet(42);
const authorization = `Basic ${Buffer.from('devnet:devnet').toString('base64')}`;

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string } | null;
  id?: unknown;
}

async function paid(devnet: Devnet, wallet: TestWallet, sats: bigint): Promise<Coin> {
  const txid = await devnet.faucet(wallet.address, sats);
  const vout = (await devnet.transaction(txid))?.vout.findIndex((o) => o.scriptpubkey_address === wallet.address);
  if (vout === undefined || vout < 0) throw new Error('the faucet did not pay');
  return { txid, vout, value: sats, script: wallet.script };
}

/** Bitcoin Core's JSON-RPC on the devnet, over HTTP as a Core client sends it. */
describe("the devnet's Bitcoin Core JSON-RPC", () => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let devnet: Devnet;
  let faucetCoin: Coin;
  let toBob: bitcoin.Transaction;
  let taprootSpend: bitcoin.Transaction;
  let fundBlock: MinedBlock;
  let spendBlock: MinedBlock;

  const post = async (body: string, headers: Record<string, string> = { authorization }, path = '/bitcoin-rpc/') => {
    const response = await fetch(new URL(path, server.url), { method: 'POST', headers, body });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const answer = async (method: string, params: unknown = []) => {
    const { status, text } = await post(JSON.stringify({ jsonrpc: '1.0', id: 'test', method, params }));
    return { status, text, ...(JSON.parse(text) as RpcAnswer) };
  };
  const call = async (method: string, params: unknown = []) => {
    const reply = await answer(method, params);
    expect(reply.error, `${method} failed`).toBeNull();
    return reply.result;
  };
  const refusal = async (method: string, params: unknown = []) => (await answer(method, params)).error;

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database, { INDEXER_POLL_MS: '3600000' });
    const chain = server.services.devnet;
    if (chain === undefined) throw new Error('the test server runs the devnet');
    devnet = chain;
    faucetCoin = await paid(devnet, alice, 100_000n);
    [fundBlock = { hash: '', height: 0, txids: [] }] = await devnet.mine(1);
    toBob = spend(alice, [faucetCoin], [{ script: bob.script, value: 99_000n }]);
    await devnet.broadcast(toBob.toHex());
    taprootSpend = spend(
      bob,
      [{ txid: toBob.getId(), vout: 0, value: 99_000n, script: bob.script }],
      [{ script: alice.script, value: 98_000n }],
    );
    await devnet.broadcast(taprootSpend.toHex());
    [spendBlock = { hash: '', height: 0, txids: [] }] = await devnet.mine(1);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('refuses a caller without the devnet credentials as Core does, and takes only POST', async () => {
    const body = JSON.stringify({ id: 1, method: 'getblockcount' });
    const anonymous = await post(body, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Basic realm="jsonrpc"');
    expect(anonymous.text).toBe('');
    const wrong = await post(body, { authorization: `Basic ${Buffer.from('devnet:nope').toString('base64')}` });
    expect(wrong.status).toBe(401);
    const bearer = await post(body, { authorization: 'Bearer devnet' });
    expect(bearer.status).toBe(401);
    const get = await fetch(new URL('/bitcoin-rpc/', server.url), { headers: { authorization } });
    expect(get.status).toBe(405);
    expect(await get.text()).toBe('JSONRPC server handles only POST requests');
    const withoutSlash = await post(body, { authorization }, '/bitcoin-rpc');
    expect(withoutSlash.status).toBe(200);
    expect(withoutSlash.headers.get('content-type')).toBe('application/json');
    expect(withoutSlash.text).toBe(`{"result":${spendBlock.height},"error":null,"id":1}\n`);
  });

  it('speaks legacy JSON-RPC, 2.0 and batches as Core 28 does', async () => {
    const legacyFailure = await post(JSON.stringify({ id: 2, method: 'getblockhash', params: [99_999] }));
    expect(legacyFailure.status).toBe(500);
    expect(JSON.parse(legacyFailure.text)).toEqual({
      result: null,
      error: { code: -8, message: 'Block height out of range' },
      id: 2,
    });
    const unknown = await post(JSON.stringify({ id: 3, method: 'getwork' }));
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({
      result: null,
      error: { code: -32601, message: 'Method not found' },
      id: 3,
    });
    const v2 = await post(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'getwork' }));
    expect(v2.status).toBe(200);
    expect(JSON.parse(v2.text)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
      id: 4,
    });
    const v2ok = await post(JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'getblockcount' }));
    expect(JSON.parse(v2ok.text)).toEqual({ jsonrpc: '2.0', result: spendBlock.height, id: 5 });
    const notification = await post(JSON.stringify({ jsonrpc: '2.0', method: 'getblockcount' }));
    expect(notification.status).toBe(204);
    const batch = await post(
      JSON.stringify([
        { id: 'a', method: 'getblockhash', params: [0] },
        { jsonrpc: '2.0', id: 'b', method: 'getblockhash', params: [-1] },
        { id: 'c', method: 'getblock', params: { blockhash: spendBlock.hash, verbosity: 1 } },
      ]),
    );
    expect(batch.status).toBe(200);
    const [first, second, third] = JSON.parse(batch.text) as RpcAnswer[];
    expect(first).toMatchObject({ error: null, id: 'a' });
    expect(second).toEqual({ jsonrpc: '2.0', error: { code: -8, message: 'Block height out of range' }, id: 'b' });
    expect(third).toMatchObject({ result: { hash: spendBlock.hash, tx: spendBlock.txids }, id: 'c' });
    const garbage = await post('{"id":');
    expect(garbage.status).toBe(500);
    expect(JSON.parse(garbage.text)).toEqual({ result: null, error: { code: -32700, message: 'Parse error' } });
  });

  it("answers Core's parameter errors", async () => {
    const help = await answer('getblockhash', []);
    expect(help.status).toBe(500);
    expect(help.error?.code).toBe(-1);
    expect(help.error?.message).toMatch(/^getblockhash height\n\n/);
    expect(await refusal('getblockhash', ['1'])).toEqual({
      code: -3,
      message:
        'Wrong type passed:\n{\n    "Position 1 (height)": "JSON value of type string is not of expected type number"\n}',
    });
    expect(await refusal('getblock', ['00'])).toEqual({
      code: -8,
      message: "blockhash must be of length 64 (not 2, for '00')",
    });
    expect(await refusal('getblock', ['ab'.repeat(32)])).toEqual({ code: -5, message: 'Block not found' });
    expect(await refusal('getblockheader', ['ab'.repeat(32)])).toEqual({ code: -5, message: 'Block not found' });
    expect(await refusal('getblock', { blockhash: spendBlock.hash, verbose: 1, extra: 1 })).toEqual({
      code: -8,
      message: 'Unknown named parameter extra',
    });
    expect(await call('getblock', { blockhash: spendBlock.hash, verbose: true })).toMatchObject({
      tx: spendBlock.txids,
    });
  });

  it('answers the chain: count, best hash, hashes by height, chain and network info', async () => {
    expect(await call('getblockcount')).toBe(spendBlock.height);
    expect(await call('getbestblockhash')).toBe(spendBlock.hash);
    expect(await call('getblockhash', [fundBlock.height])).toBe(fundBlock.hash);
    const info = await answer('getblockchaininfo');
    expect(info.result).toEqual({
      chain: 'regtest',
      blocks: spendBlock.height,
      headers: spendBlock.height,
      bestblockhash: spendBlock.hash,
      difficulty: 4.656542373906925e-10,
      time: expect.any(Number) as unknown,
      mediantime: expect.any(Number) as unknown,
      verificationprogress: 1,
      initialblockdownload: false,
      chainwork: (2 * (spendBlock.height + 1)).toString(16).padStart(64, '0'),
      size_on_disk: expect.any(Number) as unknown,
      pruned: false,
      warnings: [],
    });
    expect(info.text).toContain('"difficulty":4.656542373906925e-10,');
    expect(await call('getnetworkinfo')).toMatchObject({
      version: 280000,
      subversion: '/Satoshi:28.0.0/',
      connections: 0,
      relayfee: 0.00001,
    });
  });

  it('answers headers and blocks at every verbosity, the raw block hashing to its id', async () => {
    const header = (await call('getblockheader', [fundBlock.hash])) as Record<string, unknown>;
    expect(Object.keys(header)).toEqual([
      'hash',
      'confirmations',
      'height',
      'version',
      'versionHex',
      'merkleroot',
      'time',
      'mediantime',
      'nonce',
      'bits',
      'difficulty',
      'chainwork',
      'nTx',
      'previousblockhash',
      'nextblockhash',
    ]);
    expect(header).toMatchObject({
      hash: fundBlock.hash,
      confirmations: spendBlock.height - fundBlock.height + 1,
      height: fundBlock.height,
      version: 0x20000000,
      versionHex: '20000000',
      bits: '207fffff',
      nTx: fundBlock.txids.length,
      nextblockhash: spendBlock.hash,
    });
    const genesis = (await call('getblockheader', [await call('getblockhash', [0])])) as Record<string, unknown>;
    expect(genesis.previousblockhash).toBeUndefined();
    const tip = (await call('getblock', [spendBlock.hash])) as Record<string, unknown>;
    expect(tip.nextblockhash).toBeUndefined();
    expect(tip).toMatchObject({ confirmations: 1, previousblockhash: fundBlock.hash, tx: spendBlock.txids });

    const raw = (await call('getblock', [spendBlock.hash, 0])) as string;
    const bytes = hexToBytes(raw);
    const headerHash = createHash('sha256')
      .update(createHash('sha256').update(bytes.subarray(0, 80)).digest())
      .digest();
    expect(txidFromHash(headerHash)).toBe(spendBlock.hash);
    expect(await call('getblockheader', [spendBlock.hash, false])).toBe(raw.slice(0, 160));
    const block = bitcoin.Block.fromHex(raw);
    expect(block.transactions?.map((tx) => tx.getId())).toEqual(spendBlock.txids);
    expect(block.checkTxRoots()).toBe(true);
    expect(tip).toMatchObject({
      size: bytes.length,
      weight: block.weight(),
      strippedsize: block.byteLength(false, false),
    });
  });

  it("writes each transaction's fee and prevouts at verbosity 3 as the devnet's Esplora reads them", async () => {
    const verbose = await answer('getblock', [spendBlock.hash, 3]);
    const { tx } = verbose.result as { tx: Array<Record<string, unknown>> };
    const [coinbase, ...spends] = tx;
    expect(coinbase?.fee).toBeUndefined();
    // Its wtxid, the hash of its bytes with the witness (the witness merkle tree counts it as zeros instead).
    expect(coinbase?.hash).toBe(txidFromHash(bitcoin.crypto.hash256(hexToBytes(String(coinbase?.hex)))));
    expect(coinbase?.hash).not.toBe(coinbase?.txid);
    expect(coinbase?.vin).toEqual([
      expect.objectContaining({ coinbase: expect.any(String) as unknown, txinwitness: ['00'.repeat(32)] }),
    ]);
    expect(spends.map((entry) => entry.txid)).toEqual([toBob.getId(), taprootSpend.getId()]);
    for (const entry of spends) {
      const esplora = await devnet.transaction(String(entry.txid));
      expect(entry.fee).toBe((esplora?.fee ?? 0) / 1e8);
      expect(entry.hex).toBe(await devnet.transactionHex(String(entry.txid)));
      const inputs = entry.vin as Array<{ prevout: { value: number; scriptPubKey: { hex: string; address: string } } }>;
      inputs.forEach((input, index) => {
        const prevout = esplora?.vin[index]?.prevout;
        expect(input.prevout.value).toBe((prevout?.value ?? 0) / 1e8);
        expect(input.prevout.scriptPubKey.hex).toBe(prevout?.scriptpubkey);
        expect(input.prevout.scriptPubKey.address).toBe(prevout?.scriptpubkey_address);
      });
    }
    // The taproot spend: its prevout is bob's output, made in this very block.
    expect(spends[1]).toMatchObject({
      vin: [
        {
          txid: toBob.getId(),
          vout: 0,
          scriptSig: { asm: '', hex: '' },
          txinwitness: [bytesToHex(taprootSpend.ins[0]?.witness[0] ?? new Uint8Array())],
          prevout: {
            generated: false,
            height: spendBlock.height,
            value: 0.00099,
            scriptPubKey: {
              asm: `1 ${bytesToHex(bob.script.subarray(2))}`,
              desc: expect.stringMatching(/^rawtr\([0-9a-f]{64}\)#[a-z0-9]{8}$/) as unknown,
              address: bob.address,
              type: 'witness_v1_taproot',
            },
          },
          sequence: 0xfffffffd,
        },
      ],
      vout: [{ value: 0.00098, n: 0, scriptPubKey: { address: alice.address, type: 'witness_v0_keyhash' } }],
    });
    expect(verbose.text).toContain('"fee":0.00001000');
    expect(verbose.text).toContain('"value":0.00098000,"n":0');
    // The faucet payment spent coinbase outputs of the treasury: generated, at their blocks' heights.
    const funding = (await call('getblock', [fundBlock.hash, 3])) as { tx: Array<{ txid: string; vin: unknown[] }> };
    const payment = funding.tx.find(({ txid }) => txid === faucetCoin.txid);
    expect(payment?.vin[0]).toMatchObject({
      prevout: { generated: true, scriptPubKey: { type: 'witness_v0_keyhash' } },
    });
    // Verbosity 2: the fee, no prevouts.
    const details = (await call('getblock', [spendBlock.hash, 2])) as { tx: Array<{ fee?: number; vin: object[] }> };
    expect(details.tx[1]?.fee).toBe(0.00001);
    expect(details.tx[1]?.vin[0]).not.toHaveProperty('prevout');
  });

  it('answers getrawtransaction as a -txindex node does', async () => {
    const txid = taprootSpend.getId();
    expect(await call('getrawtransaction', [txid])).toBe(taprootSpend.toHex());
    expect(await call('getrawtransaction', [txid, false])).toBe(taprootSpend.toHex());
    const verbose = (await call('getrawtransaction', [txid, true])) as Record<string, unknown>;
    expect(Object.keys(verbose)).toEqual([
      'txid',
      'hash',
      'version',
      'size',
      'vsize',
      'weight',
      'locktime',
      'vin',
      'vout',
      'hex',
      'blockhash',
      'confirmations',
      'time',
      'blocktime',
    ]);
    expect(verbose).toMatchObject({
      txid,
      hash: txidFromHash(taprootSpend.getHash(true)),
      size: taprootSpend.byteLength(),
      vsize: taprootSpend.virtualSize(),
      weight: taprootSpend.weight(),
      blockhash: spendBlock.hash,
      confirmations: 1,
    });
    const withPrevouts = (await call('getrawtransaction', { txid, verbosity: 2 })) as Record<string, unknown>;
    expect(withPrevouts).toMatchObject({ fee: 0.00001, vin: [{ prevout: { generated: false, value: 0.00099 } }] });
    expect(await call('getrawtransaction', [txid, 1, spendBlock.hash])).toMatchObject({ in_active_chain: true, txid });
    expect(await refusal('getrawtransaction', [txid, 1, fundBlock.hash])).toEqual({
      code: -5,
      message: 'No such transaction found in the provided block. Use gettransaction for wallet transactions.',
    });
    expect(await refusal('getrawtransaction', [txid, 1, 'cd'.repeat(32)])).toEqual({
      code: -5,
      message: 'Block hash not found',
    });
    expect(await refusal('getrawtransaction', ['ef'.repeat(32)])).toEqual({
      code: -5,
      message: 'No such mempool or blockchain transaction. Use gettransaction for wallet transactions.',
    });
    const genesis = (await call('getblock', [await call('getblockhash', [0])])) as { tx: string[] };
    expect(await refusal('getrawtransaction', [genesis.tx[0]])).toEqual({
      code: -5,
      message: 'The genesis block coinbase is not considered an ordinary transaction and cannot be retrieved',
    });
    expect(await refusal('getrawtransaction', [txid, 'yes'])).toEqual({
      code: -3,
      message: 'JSON value of type string is not of expected type number',
    });
  });

  it('tests acceptance without touching the mempool, then sends, answering Core’s codes', async () => {
    const coin: Coin = { txid: taprootSpend.getId(), vout: 0, value: 98_000n, script: alice.script };
    const pending = spend(alice, [coin], [{ script: bob.script, value: 97_000n }]);
    const before = (await call('getmempoolinfo')) as Record<string, unknown>;
    expect(before).toMatchObject({ loaded: true, size: 0, bytes: 0, total_fee: 0, fullrbf: true });
    expect(await call('estimatesmartfee', [6])).toEqual({
      errors: ['Insufficient data or no feerate found'],
      blocks: 0,
    });

    const tested = await answer('testmempoolaccept', [[pending.toHex()]]);
    expect(tested.result).toEqual([
      {
        txid: pending.getId(),
        wtxid: txidFromHash(pending.getHash(true)),
        allowed: true,
        vsize: pending.virtualSize(),
        fees: {
          base: 0.00001,
          'effective-feerate': Number(((1000n * 1000n) / BigInt(pending.virtualSize())).toString()) / 1e8,
          'effective-includes': [txidFromHash(pending.getHash(true))],
        },
      },
    ]);
    expect(tested.text).toContain('"base":0.00001000');
    expect(await call('getmempoolinfo')).toEqual(before);
    expect(await devnet.transaction(pending.getId())).toBeUndefined();
    expect(await call('testmempoolaccept', [[pending.toHex()], 0.00000001])).toEqual([
      {
        txid: pending.getId(),
        wtxid: txidFromHash(pending.getHash(true)),
        allowed: false,
        'reject-reason': 'max-fee-exceeded',
      },
    ]);
    const child = spend(
      bob,
      [{ txid: pending.getId(), vout: 0, value: 97_000n, script: bob.script }],
      [{ script: alice.script, value: 96_000n }],
    );
    const packaged = (await call('testmempoolaccept', [[pending.toHex(), child.toHex()]])) as Array<{
      allowed: boolean;
    }>;
    expect(packaged.map(({ allowed }) => allowed)).toEqual([true, true]);
    expect(await call('testmempoolaccept', [[child.toHex(), pending.toHex()]])).toEqual([
      { txid: child.getId(), wtxid: txidFromHash(child.getHash(true)), 'package-error': 'package-not-sorted' },
      { txid: pending.getId(), wtxid: txidFromHash(pending.getHash(true)), 'package-error': 'package-not-sorted' },
    ]);
    expect(await call('testmempoolaccept', [[child.toHex()]])).toMatchObject([
      { allowed: false, 'reject-reason': 'missing-inputs' },
    ]);
    expect((await call('getmempoolinfo')) as object).toEqual(before);
    expect(await refusal('testmempoolaccept', [[]])).toEqual({
      code: -8,
      message: 'Array must contain between 1 and 25 transactions.',
    });
    expect(await refusal('testmempoolaccept', [['00zz']])).toEqual({
      code: -22,
      message: 'TX decode failed: 00zz Make sure the tx has at least one input.',
    });

    expect(await call('sendrawtransaction', [pending.toHex()])).toBe(pending.getId());
    // In the mempool already: Core announces it again and answers its txid.
    expect(await call('sendrawtransaction', [pending.toHex()])).toBe(pending.getId());
    expect(await call('testmempoolaccept', [[pending.toHex()]])).toMatchObject([
      { allowed: false, 'reject-reason': 'txn-already-in-mempool' },
    ]);
    expect(await call('getmempoolinfo')).toMatchObject({
      size: 1,
      bytes: pending.virtualSize(),
      total_fee: 0.00001,
      mempoolminfee: 0.00001,
    });
    expect(await call('estimatesmartfee', [1])).toEqual({ feerate: 0.00001, blocks: 2 });
    expect(await call('estimatesmartfee', [144, 'ECONOMICAL'])).toEqual({ feerate: 0.00001, blocks: 144 });
    expect(await refusal('estimatesmartfee', [0])).toEqual({
      code: -8,
      message: 'Invalid conf_target, must be between 1 and 1008',
    });
    expect(await refusal('estimatesmartfee', [2, 'fast'])).toEqual({
      code: -8,
      message: 'Invalid estimate_mode parameter, must be one of: "unset", "economical", "conservative"',
    });

    // Confirmed, its output spent only by the mempool: still in the UTXO set. Confirmed and spent in a block: gone.
    expect(await refusal('sendrawtransaction', [taprootSpend.toHex()])).toEqual({
      code: -27,
      message: 'Transaction outputs already in utxo set',
    });
    expect(await refusal('sendrawtransaction', [toBob.toHex()])).toEqual({
      code: -25,
      message: 'bad-txns-inputs-missingorspent',
    });
    expect(await refusal('sendrawtransaction', ['0200'])).toEqual({
      code: -22,
      message: 'TX decode failed. Make sure the tx has at least one input.',
    });
    const ghost = spend(alice, [{ ...coin, txid: 'ab'.repeat(32) }], [{ script: bob.script, value: 90_000n }]);
    expect(await refusal('sendrawtransaction', [ghost.toHex()])).toEqual({
      code: -25,
      message: 'bad-txns-inputs-missingorspent',
    });
    const fresh = await paid(devnet, alice, 50_000n);
    const dust = spend(alice, [fresh], [{ script: bob.script, value: 100n }]);
    expect(await refusal('sendrawtransaction', [dust.toHex()])).toEqual({ code: -26, message: 'dust' });
    const belowOut = spend(alice, [fresh], [{ script: bob.script, value: 60_000n }]);
    expect(await refusal('sendrawtransaction', [belowOut.toHex()])).toEqual({
      code: -26,
      message: 'bad-txns-in-belowout, value in (0.0005) < value out (0.0006)',
    });
    const generous = spend(alice, [fresh], [{ script: bob.script, value: 10_000n }]);
    expect(await refusal('sendrawtransaction', [generous.toHex(), 0.001])).toEqual({
      code: -25,
      message: 'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)',
    });
    const burn = spend(
      alice,
      [fresh],
      [
        { script: bitcoin.script.compile([bitcoin.opcodes.OP_RETURN, Uint8Array.of(1)]), value: 1_000n },
        { script: alice.script, value: 48_000n },
      ],
    );
    expect(await refusal('sendrawtransaction', [burn.toHex()])).toEqual({
      code: -25,
      message: 'Unspendable output exceeds maximum configured by user (maxburnamount)',
    });
    expect(await call('sendrawtransaction', [generous.toHex(), 0])).toBe(generous.getId());
  });
});
