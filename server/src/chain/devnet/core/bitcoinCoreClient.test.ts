import Client from 'bitcoin-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import type { RunningServer } from '../../../startServer';
import { startTestServer } from '../../../testing/startTestServer';
import { testDatabases } from '../../../testing/testDatabases';
import type { Devnet, MinedBlock } from '../Devnet';
import { p2trWallet, p2wpkhWallet, spend } from '../testing/devnetTestKit';

const [pglite] = testDatabases;
const alice = p2wpkhWallet(61);
const bob = p2trWallet(62);

/** The RPC error the client rejects with. */
interface ClientError {
  readonly code: number;
  readonly message: string;
}

/**
 * The devnet read and written through the npm `bitcoin-core` client, as a program written against bitcoind would:
 * its RPC calls (positional, named, batched) and its REST methods, errors included.
 */
describe('the devnet through the bitcoin-core client', () => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let devnet: Devnet;
  let client: Client;
  let block: MinedBlock;
  let paymentTxid: string;

  const rejection = (work: Promise<unknown>): Promise<ClientError> =>
    work.then(
      () => {
        throw new Error('the call succeeded');
      },
      (error: unknown) => {
        const { code, message } = error as ClientError;
        return { code, message };
      },
    );

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database, { INDEXER_POLL_MS: '3600000' });
    const chain = server.services.devnet;
    if (chain === undefined) throw new Error('the test server runs the devnet');
    devnet = chain;
    client = new Client({
      host: `${server.url}/bitcoin-rpc`,
      username: 'devnet',
      password: 'devnet',
      // A version enables named parameters (and checks each method exists in it).
      version: '28.0.0',
    });
    paymentTxid = await devnet.faucet(alice.address, 80_000n);
    [block = { hash: '', height: 0, txids: [] }] = await devnet.mine(1);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('reads the chain over RPC: positional, named and batched calls', async () => {
    expect(await client.command('getblockcount')).toBe(block.height);
    expect(await client.command('getbestblockhash')).toBe(block.hash);
    expect(await client.command('getblockhash', block.height)).toBe(block.hash);
    const info = await client.command<{ chain: string; difficulty: string }>('getblockchaininfo');
    // Past 15 significant digits the client keeps a number as its text.
    expect(info).toMatchObject({ chain: 'regtest', difficulty: '4.656542373906925e-10' });
    const named = await client.command<{ tx: Array<{ txid: string; fee?: number }> }>('getblock', {
      blockhash: block.hash,
      verbosity: 2,
    });
    expect(named.tx.map(({ txid }) => txid)).toEqual(block.txids);
    const payment = named.tx.find(({ txid }) => txid === paymentTxid);
    expect(payment?.fee).toBe(((await devnet.transaction(paymentTxid))?.fee ?? 0) / 1e8);
    const [hash, outOfRange] = await client.command<[string, ClientError]>([
      { method: 'getblockhash', parameters: [block.height] },
      { method: 'getblockhash', parameters: [block.height + 1] },
    ]);
    expect(hash).toBe(block.hash);
    expect(outOfRange).toMatchObject({ code: -8, message: 'Block height out of range' });
    expect(await rejection(client.command('getrawtransaction', 'ff'.repeat(32)))).toEqual({
      code: -5,
      message: 'No such mempool or blockchain transaction. Use gettransaction for wallet transactions.',
    });
    // Without a version the client sends any method, and bitcoind's answer decides.
    const unversioned = new Client({ host: `${server.url}/bitcoin-rpc`, username: 'devnet', password: 'devnet' });
    expect(await rejection(unversioned.command('getwork'))).toEqual({ code: -32601, message: 'Method not found' });
    const intruder = new Client({ host: `${server.url}/bitcoin-rpc`, username: 'devnet', password: 'guess' });
    expect((await rejection(intruder.command('getblockcount'))).code).toBe(401);
  });

  it('tests and sends a transaction over RPC', async () => {
    const vout = (await devnet.transaction(paymentTxid))?.vout.findIndex(
      (o) => o.scriptpubkey_address === alice.address,
    );
    const tx = spend(
      alice,
      [{ txid: paymentTxid, vout: vout ?? 0, value: 80_000n, script: alice.script }],
      [{ script: bob.script, value: 79_000n }],
    );
    expect(await client.command('testmempoolaccept', [tx.toHex()])).toMatchObject([
      { txid: tx.getId(), allowed: true, vsize: tx.virtualSize(), fees: { base: 0.00001 } },
    ]);
    expect(await client.command('getmempoolinfo')).toMatchObject({ size: 0 });
    expect(await client.command('sendrawtransaction', tx.toHex())).toBe(tx.getId());
    expect(await client.command('getmempoolinfo')).toMatchObject({ size: 1, total_fee: 0.00001 });
    expect(await client.command('getrawmempool')).toEqual([tx.getId()]);
    expect(await client.command('getrawtransaction', tx.getId())).toBe(tx.toHex());
    // Entry statistics the devnet does not keep are refused, not made up.
    expect((await rejection(client.command('getrawmempool', true))).code).toBe(-8);
    expect(await client.command('estimatesmartfee', 6)).toEqual({ feerate: 0.00001, blocks: 6 });
    const doubleSpend = spend(
      alice,
      [{ txid: paymentTxid, vout: vout ?? 0, value: 80_000n, script: alice.script }],
      [{ script: alice.script, value: 79_500n }],
    );
    expect(await rejection(client.command('sendrawtransaction', doubleSpend.toHex()))).toMatchObject({
      code: -26,
      message: expect.stringMatching(/^insufficient fee, rejecting replacement/) as unknown,
    });
  });

  it('reads blocks, headers, transactions and chain info over REST', async () => {
    expect(await client.getBlockByHash(block.hash)).toEqual(await client.command('getblock', block.hash, 3));
    expect(await client.getBlockByHash(block.hash, { summary: true })).toEqual(
      await client.command('getblock', block.hash, 1),
    );
    expect(await client.getBlockByHash(block.hash, { extension: 'hex' })).toBe(
      `${await client.command<string>('getblock', block.hash, 0)}\n`,
    );
    expect(await client.getBlockHeadersByHash(block.hash, 1)).toEqual([
      await client.command('getblockheader', block.hash),
    ]);
    expect(await client.getTransactionByHash(paymentTxid)).toMatchObject({ txid: paymentTxid, blockhash: block.hash });
    expect(await client.getBlockchainInformation()).toEqual(await client.command('getblockchaininfo'));
    expect(await client.getMemoryPoolInformation()).toEqual(await client.command('getmempoolinfo'));
    expect(await rejection(client.getBlockByHash('ab'.repeat(32)))).toMatchObject({
      code: 404,
      message: `${'ab'.repeat(32)} not found`,
    });
  });
});
