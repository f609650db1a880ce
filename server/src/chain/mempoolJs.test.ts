import mempoolJS from '@mempool/mempool.js';
import type { Tx } from '@mempool/mempool.js/lib/interfaces/bitcoin/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitcoin, txidFromHash } from '@ordmarket/protocol';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import { p2trWallet, p2wpkhWallet, spend } from './devnet/testing/devnetTestKit';
import { rejectionReason } from './esplora/rejectionReason';

const [pglite] = testDatabases;
const alice = p2wpkhWallet(51);
const bob = p2trWallet(52);

/** What axios rejects with when the server answers 4xx. */
interface HttpFailure {
  response?: { status: number; data: unknown };
}

/** mempool.space's own client library, pointed at the devnet's Esplora under /mempool. */
describe("the devnet's Esplora through @mempool/mempool.js", () => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let client: ReturnType<typeof mempoolJS>['bitcoin'];
  let rawClient: ReturnType<typeof mempoolJS>['bitcoin'];

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database);
    // The library builds `${protocol}://${hostname}/api/` for mainnet: the path prefix rides in the hostname.
    const hostname = `${new URL(server.url).host}/mempool`;
    client = mempoolJS({ hostname, protocol: 'http' }).bitcoin;
    // getBlockRaw answers the body as axios read it: binary only when asked for an ArrayBuffer.
    rawClient = mempoolJS({ hostname, protocol: 'http', config: { responseType: 'arraybuffer' } }).bitcoin;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('reads blocks, pages, raw bytes, transactions and coins, and posts a transaction', async () => {
    const devnet = server.services.devnet;
    if (!devnet) throw new Error('the test server runs the devnet');
    const fundingTxid = await devnet.faucet(alice.address, 80_000n);
    const [mined] = await devnet.mine(1);
    if (!mined) throw new Error('nothing mined');
    const { blocks, transactions, addresses } = client;

    const block = await blocks.getBlock({ hash: mined.hash });
    expect(block).toMatchObject({ id: mined.hash, height: mined.height, tx_count: mined.txids.length });
    expect(block.extras).toMatchObject({
      totalFees: expect.any(Number) as number,
      header: expect.any(String) as string,
    });
    expect(await blocks.getBlocksTipHeight()).toBe(mined.height);
    expect(await blocks.getBlocksTipHash()).toBe(mined.hash);
    expect(await blocks.getBlockHeight({ height: mined.height })).toBe(mined.hash);
    expect(await blocks.getBlockTxids({ hash: mined.hash })).toEqual(mined.txids);
    expect(await blocks.getBlockTxid({ hash: mined.hash, index: 1 })).toBe(mined.txids[1]);
    const page = (await blocks.getBlockTxs({ hash: mined.hash, start_index: 0 })) as unknown as Tx[];
    expect(page.map(({ txid }) => txid)).toEqual(mined.txids);
    // Without a start index the library asks for /txs/undefined, which electrs reads as the first page.
    expect((await blocks.getBlockTxs({ hash: mined.hash })) as unknown as Tx[]).toEqual(page);
    const header = await blocks.getBlockHeader({ hash: mined.hash });

    const raw = new Uint8Array((await rawClient.blocks.getBlockRaw({ hash: mined.hash })) as unknown as ArrayBuffer);
    const decoded = bitcoin.Block.fromBuffer(raw);
    expect(decoded.getId()).toBe(mined.hash);
    expect(txidFromHash(bitcoin.crypto.hash256(raw.subarray(0, 80)))).toBe(mined.hash);
    expect(Buffer.from(raw.subarray(0, 80)).toString('hex')).toBe(header);

    const funding = await transactions.getTx({ txid: fundingTxid });
    const vout = funding.vout.findIndex((output) => output.scriptpubkey_address === alice.address);
    expect(funding.vout[vout]).toMatchObject({
      scriptpubkey_asm: expect.stringMatching(/^OP_0 OP_PUSHBYTES_20 /) as string,
    });
    expect(funding.status).toMatchObject({ confirmed: true, block_hash: mined.hash });
    const [utxo] = await addresses.getAddressTxsUtxo({ address: alice.address });
    expect(utxo).toMatchObject({ txid: fundingTxid, vout, value: 80_000, status: { confirmed: true } });

    const coin = { txid: fundingTxid, vout, value: 80_000n, script: alice.script };
    const payment = spend(alice, [coin], [{ script: bob.script, value: 79_000n }]);
    expect(await transactions.postTx({ txhex: payment.toHex() })).toBe(payment.getId());
    expect(await transactions.getTxStatus({ txid: payment.getId() })).toEqual({ confirmed: false });

    await devnet.mine(1);
    const doubleSpend = spend(alice, [coin], [{ script: alice.script, value: 79_500n }]);
    const refusal = (await transactions
      .postTx({ txhex: doubleSpend.toHex() })
      .catch((error: unknown) => error)) as HttpFailure;
    expect(refusal.response?.status).toBe(400);
    expect(refusal.response?.data).toBe(
      'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    );
    expect(rejectionReason(String(refusal.response?.data))).toBe('bad-txns-inputs-missingorspent');
  });
});
