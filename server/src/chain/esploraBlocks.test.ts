import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitcoin, blockSubsidy, bytesToHex, txidFromHash } from '@ordmarket/protocol';
import type { DatabaseHandle } from '../db/database';
import { reveal, text } from '../indexer/testing/indexerTestKit';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import type { EsploraBlock, EsploraTx } from './ChainSource';
import type { Devnet } from './devnet/Devnet';
import { p2trWallet, p2wpkhWallet, spend, type Coin } from './devnet/testing/devnetTestKit';
import { rejectionReason } from './esplora/rejectionReason';

const [pglite] = testDatabases;
const alice = p2wpkhWallet(41);
const bob = p2trWallet(42);
const opReturn = bitcoin.script.compile([bitcoin.opcodes.OP_RETURN, new TextEncoder().encode('hello')]);
const faucetPayments = 30;

/** The devnet's Esplora block reads and transaction JSON, against what electrs answers. */
describe("the devnet's Esplora blocks, pages and transaction JSON", () => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let devnet: Devnet;
  let block: EsploraBlock;
  let txids: string[];
  let funding: Coin;
  let payment: bitcoin.Transaction;
  let revealTxid: string;

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(new URL(`/mempool/api${path}`, server.url), { headers });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      bytes: new Uint8Array(await response.arrayBuffer()),
      get text() {
        return new TextDecoder().decode(this.bytes);
      },
      json(): unknown {
        return JSON.parse(this.text);
      },
    };
  };
  const post = async (hex: string) => {
    const response = await fetch(new URL('/mempool/api/tx', server.url), { method: 'POST', body: hex });
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database);
    const opened = server.services.devnet;
    if (!opened) throw new Error('the test server runs the devnet');
    devnet = opened;
    const fundingTxid = await devnet.faucet(alice.address, 100_000n);
    const fundingTx = await devnet.transaction(fundingTxid);
    const vout = fundingTx?.vout.findIndex((output) => output.scriptpubkey_address === alice.address) ?? -1;
    funding = { txid: fundingTxid, vout, value: 100_000n, script: alice.script };
    await devnet.mine(1);
    payment = spend(
      alice,
      [funding],
      [
        { script: bob.script, value: 50_000n },
        { script: opReturn, value: 0n },
        { script: alice.script, value: 49_000n },
      ],
    );
    for (let n = 0; n < faucetPayments; n += 1) await devnet.faucet(alice.address, 10_000n + BigInt(n));
    revealTxid = (await reveal(devnet, [text('asm')], [{ ...bob, value: 10_000n }])).txid;
    const [mined] = await devnet.mine(1);
    if (!mined) throw new Error('nothing mined');
    txids = mined.txids;
    const read = await devnet.block(mined.hash);
    if (!read) throw new Error('the mined block is not there');
    block = read;
    // The payment goes in through the Esplora route, the way a wallet sends it, and is mined in the next block.
    expect(await post(payment.toHex())).toEqual({ status: 200, text: payment.getId() });
    // Core accepts a transaction it already has in its mempool again, answering its txid.
    expect(await post(payment.toHex())).toEqual({ status: 200, text: payment.getId() });
    await devnet.mine(1);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers the raw block: its header hashes to the block hash and every transaction decodes', async () => {
    const raw = await get(`/block/${block.id}/raw`);
    expect(raw.status).toBe(200);
    expect(raw.type).toBe('application/octet-stream');
    expect(raw.bytes.length).toBe(block.size);
    expect(txidFromHash(bitcoin.crypto.hash256(raw.bytes.subarray(0, 80)))).toBe(block.id);
    const decoded = bitcoin.Block.fromBuffer(raw.bytes);
    expect(decoded.getId()).toBe(block.id);
    expect(decoded.checkTxRoots()).toBe(true);
    expect(decoded.transactions?.map((tx) => tx.getId())).toEqual(txids);
    expect((await get(`/block/${block.id}/header`)).text).toBe(bytesToHex(raw.bytes.subarray(0, 80)));
    expect(await get(`/block/${'ab'.repeat(32)}/raw`)).toMatchObject({ status: 404, text: 'Block not found' });
    expect(await get('/block/nothex/raw')).toMatchObject({ status: 400, text: 'Invalid hex string' });
  });

  it('pages a block of more than 25 transactions by 25, each with its prevouts, fee and status', async () => {
    expect(txids.length).toBe(1 + faucetPayments + 2);
    const first = (await get(`/block/${block.id}/txs`)).json() as EsploraTx[];
    const again = (await get(`/block/${block.id}/txs/0`)).json() as EsploraTx[];
    const second = (await get(`/block/${block.id}/txs/25`)).json() as EsploraTx[];
    expect(again).toEqual(first);
    expect([...first, ...second].map(({ txid }) => txid)).toEqual(txids);
    expect(first).toHaveLength(25);
    for (const tx of [first[0], first[7], second.at(-1)]) {
      expect(tx).toEqual((await get(`/tx/${tx?.txid}`)).json() as EsploraTx);
    }
    for (const tx of [...first, ...second]) {
      expect(tx.status).toEqual({
        confirmed: true,
        block_height: block.height,
        block_hash: block.id,
        block_time: block.timestamp,
      });
      if (!tx.vin[0]?.is_coinbase) expect(tx.vin.every(({ prevout }) => prevout !== null)).toBe(true);
    }
    const [coinbase] = first;
    const fees = [...first, ...second].reduce((sum, tx) => sum + tx.fee, 0);
    expect(coinbase?.vout[0]?.value).toBe(Number(blockSubsidy('devnet', block.height)) + fees);
    expect((await get(`/block/${block.id}/txid/32`)).text).toBe(txids[32]);
    expect(await get(`/block/${block.id}/txid/33`)).toMatchObject({ status: 404, text: 'tx index out of range' });
  });

  it("answers a start past the end, or off the page grid, with electrs's codes", async () => {
    expect(await get(`/block/${block.id}/txs/26`)).toMatchObject({
      status: 400,
      text: 'start index must be a multipication of 25',
    });
    expect(await get(`/block/${block.id}/txs/50`)).toMatchObject({ status: 404, text: 'start index out of range' });
    // Past the end wins over off the grid, as electrs checks it first.
    expect(await get(`/block/${block.id}/txs/51`)).toMatchObject({ status: 404, text: 'start index out of range' });
    // electrs reads a start it cannot parse as 0: mempool.js asks for /txs/undefined without one.
    expect((await get(`/block/${block.id}/txs/undefined`)).json() as EsploraTx[]).toHaveLength(25);
    expect((await get(`/block/${block.id}/txs/-25`)).json() as EsploraTx[]).toHaveLength(25);
    const genesis = (await get('/block-height/0')).text;
    expect(await get(`/block/${genesis}/txs/25`)).toMatchObject({ status: 404, text: 'start index out of range' });
    expect((await get(`/block/${genesis}/txs`)).json() as EsploraTx[]).toHaveLength(1);
    expect(await get(`/block/${'ab'.repeat(32)}/txs`)).toMatchObject({ status: 404, text: 'Block not found' });
    expect(await get('/block/xyz/txs/25')).toMatchObject({ status: 400, text: 'Invalid hex string' });
    expect(await get('/block-height/x')).toMatchObject({ status: 400, text: 'Invalid number' });
    expect(await get('/block-height/99999999999')).toMatchObject({ status: 404, text: 'Block not found' });
  });

  it('writes every script in asm: p2wpkh, p2tr, OP_RETURN, the coinbase and a tapscript', async () => {
    const tx = (await get(`/tx/${payment.getId()}`)).json() as EsploraTx;
    const [input] = tx.vin;
    expect(input).toMatchObject({
      scriptsig: '',
      scriptsig_asm: '',
      is_coinbase: false,
      sequence: 0xfffffffd,
      prevout: {
        scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${bytesToHex(alice.script.subarray(2))}`,
        scriptpubkey_type: 'v0_p2wpkh',
        scriptpubkey_address: alice.address,
        value: 100_000,
      },
    });
    expect(input?.witness).toHaveLength(2);
    expect(input).not.toHaveProperty('inner_witnessscript_asm');
    expect(input).not.toHaveProperty('inner_redeemscript_asm');
    expect(tx.vout[0]).toEqual({
      scriptpubkey: bytesToHex(bob.script),
      scriptpubkey_asm: `OP_PUSHNUM_1 OP_PUSHBYTES_32 ${bytesToHex(bob.script.subarray(2))}`,
      scriptpubkey_type: 'v1_p2tr',
      scriptpubkey_address: bob.address,
      value: 50_000,
    });
    expect(tx.vout[1]).toEqual({
      scriptpubkey: bytesToHex(opReturn),
      scriptpubkey_asm: 'OP_RETURN OP_PUSHBYTES_5 68656c6c6f',
      scriptpubkey_type: 'op_return',
      value: 0,
    });
    expect(tx.fee).toBe(1_000);

    const coinbase = (await get(`/tx/${txids[0]}`)).json() as EsploraTx;
    expect(coinbase.vin).toEqual([
      {
        txid: '0'.repeat(64),
        vout: 0xffffffff,
        prevout: null,
        scriptsig: expect.any(String) as string,
        // BIP34's height first, then the devnet's 8 bytes of extra nonce.
        scriptsig_asm: expect.stringMatching(
          /^(OP_PUSHNUM_\d+|OP_PUSHBYTES_\d [0-9a-f]+) OP_PUSHBYTES_8 [0-9a-f]{16}$/,
        ) as string,
        witness: ['0'.repeat(64)],
        is_coinbase: true,
        sequence: 0xffffffff,
      },
    ]);
    expect(coinbase.fee).toBe(0);
    expect(coinbase.vout[1]).toMatchObject({
      scriptpubkey_asm: expect.stringMatching(/^OP_RETURN OP_PUSHBYTES_36 aa21a9ed[0-9a-f]{64}$/) as string,
      scriptpubkey_type: 'op_return',
    });

    const revealed = (await get(`/tx/${revealTxid}`)).json() as EsploraTx;
    expect(revealed.vin[0]?.prevout?.scriptpubkey_type).toBe('v1_p2tr');
    // The inscription envelope, as ord's explorers and mempool.space show it.
    expect(revealed.vin[0]?.inner_witnessscript_asm).toMatch(
      /^OP_PUSHBYTES_32 [0-9a-f]{64} OP_CHECKSIG OP_0 OP_IF OP_PUSHBYTES_3 6f7264 .* OP_0 OP_PUSHBYTES_3 61736d OP_ENDIF$/,
    );
  });

  it('refuses a spend of a coin spent in a block with -25 and a resend of a confirmed transaction with -27', async () => {
    const doubleSpend = spend(alice, [funding], [{ script: alice.script, value: 90_000n }]);
    const refused = await post(doubleSpend.toHex());
    expect(refused).toEqual({
      status: 400,
      text: 'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    });
    expect(rejectionReason(refused.text)).toBe('bad-txns-inputs-missingorspent');
    const missing = spend(alice, [{ ...funding, txid: 'cd'.repeat(32) }], [{ script: alice.script, value: 90_000n }]);
    expect((await post(missing.toHex())).text).toContain('"code":-25');
    expect(await post(payment.toHex())).toEqual({
      status: 400,
      text: 'sendrawtransaction RPC error: {"code":-27,"message":"Transaction outputs already in utxo set"}',
    });
    const change = { txid: payment.getId(), vout: 2, value: 49_000n, script: alice.script };
    const badSignature = spend(bob, [change], [{ script: bob.script, value: 40_000n }]);
    expect((await post(badSignature.toHex())).text).toContain('"code":-26');
    expect(await post('zz')).toEqual({
      status: 400,
      text: 'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed. Make sure the tx has at least one input."}',
    });
  });

  it("answers Blockstream's /fee-estimates targets from the mempool", async () => {
    const estimates = (await get('/fee-estimates')).json() as Record<string, number>;
    expect(Object.keys(estimates)).toEqual([
      ...Array.from({ length: 25 }, (_, index) => String(index + 1)),
      '144',
      '504',
      '1008',
    ]);
    const rates = Object.values(estimates);
    expect(rates.every((rate) => rate >= 1)).toBe(true);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it("answers mempool.space's /v1/block with extras derived from the block", async () => {
    const answer = await get(`/v1/block/${block.id}`);
    expect(answer.status).toBe(200);
    const { extras, ...esplora } = answer.json() as EsploraBlock & { extras: Record<string, unknown> };
    expect(esplora).toEqual(block);
    const pages = [
      ...((await get(`/block/${block.id}/txs/0`)).json() as EsploraTx[]),
      ...((await get(`/block/${block.id}/txs/25`)).json() as EsploraTx[]),
    ];
    const [coinbase, ...spends] = pages;
    const totalFees = spends.reduce((sum, tx) => sum + tx.fee, 0);
    const raw = await get(`/block/${block.id}/raw`);
    expect(extras).toMatchObject({
      totalFees,
      reward: Number(blockSubsidy('devnet', block.height)) + totalFees,
      coinbaseRaw: coinbase?.vin[0]?.scriptsig,
      coinbaseAddress: coinbase?.vout[0]?.scriptpubkey_address,
      coinbaseAddresses: [coinbase?.vout[0]?.scriptpubkey_address],
      coinbaseSignature: coinbase?.vout[0]?.scriptpubkey_asm,
      header: bytesToHex(raw.bytes.subarray(0, 80)),
      totalInputs: spends.reduce((sum, tx) => sum + tx.vin.length, 0),
      totalOutputs: pages.reduce((sum, tx) => sum + tx.vout.length, 0),
      segwitTotalTxs: spends.length,
      virtualSize: block.weight / 4,
      avgFee: Math.floor(totalFees / spends.length),
      pool: { id: 0, name: 'Unknown', slug: 'unknown', minerNames: null },
      orphans: [],
      matchRate: null,
      firstSeen: null,
    });
    expect(extras.feeRange).toHaveLength(7);
    expect(extras.feePercentiles).toHaveLength(7);
    expect(extras.medianFee).toBe((extras.feeRange as number[])[3]);

    expect((await get(`/v1/block/${'ab'.repeat(32)}`)).json()).toEqual({ error: 'Failed to get block' });
    expect(await get('/v1/block/xyz', { accept: 'text/plain' })).toMatchObject({
      status: 400,
      text: 'Invalid block hash',
    });
    const genesis = (await get('/block-height/0')).text;
    expect(((await get(`/v1/block/${genesis}`)).json() as { extras: unknown }).extras).toMatchObject({
      totalFees: 0,
      feeRange: [0, 0, 0, 0, 0, 0, 0],
      totalOutputs: 1,
    });
  });
});
