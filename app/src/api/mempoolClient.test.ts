// The mempool client against the Esplora routes of a real server on the devnet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DatabaseHandle,
  postJson,
  type RunningServer,
  startTestServer,
  embeddedTestDatabases,
  testWallet,
} from '@ordmarket/server/testing';
import { createMempoolClient, MempoolError } from './mempoolClient';
import { manualClock } from './testing/manualClock';

describe.each(embeddedTestDatabases)('the mempool client against a real devnet on $name', (testDatabase) => {
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

  const mempool = () =>
    createMempoolClient({ baseUrl: `${server.url}/mempool/api`, maxAttempts: 3, clock: manualClock().clock });

  it('reads recommended fees', async () => {
    const fees = await mempool().recommendedFees();
    expect(fees.fastestFee).toBeGreaterThanOrEqual(fees.economyFee);
    expect(fees.minimumFee).toBeGreaterThan(0);
  });

  it("reads an address's UTXOs and a transaction's hex once the faucet paid it", async () => {
    const { address } = testWallet(90, 'segwit');
    const paid = await postJson(server.url, '/devnet/faucet', { address, sats: 50_000 });
    const { txid } = paid.body.data as { txid: string };

    const utxos = await mempool().utxos(address);
    expect(utxos).toEqual([expect.objectContaining({ txid, value: 50_000 })]);
    expect(await mempool().transactionHex(txid)).toMatch(/^[0-9a-f]+$/);
  });

  it('retries a transaction the service does not know, then rejects with its answer', async () => {
    const calls: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      calls.push(input instanceof Request ? input.url : input.toString());
      return fetch(input, init);
    };
    const time = manualClock();
    const client = createMempoolClient({
      baseUrl: `${server.url}/mempool/api`,
      fetch: countingFetch,
      maxAttempts: 3,
      clock: time.clock,
    });

    await expect(client.transactionHex('cd'.repeat(32))).rejects.toThrow(
      'Mempool API returned 404 Transaction not found',
    );
    expect(calls).toHaveLength(3);
    // Spec §9: a second apart.
    expect(time.sleeps).toEqual([1_000, 1_000]);
  });

  it("rejects a refused broadcast with the service's status and text", async () => {
    const refusal = await mempool()
      .broadcast('00')
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MempoolError);
    expect((refusal as MempoolError).message).toMatch(/^Mempool API returned 400 sendrawtransaction RPC error/);
  });
});
