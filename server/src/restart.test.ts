import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testAddresses } from '@ordmarket/protocol/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './testing/serverProcess';
import { postJson } from './testing/startTestServer';

const wallet = testAddresses('devnet').p2wpkh;

async function chainState(url: string, confirmedTxid: string, mempoolTxid: string) {
  const read = async (path: string) => (await fetch(`${url}/mempool/api${path}`)).json() as Promise<unknown>;
  return {
    tip: Number(await (await fetch(`${url}/mempool/api/blocks/tip/height`)).text()),
    confirmed: await read(`/tx/${confirmedTxid}/status`),
    mempool: await read(`/tx/${mempoolTxid}/status`),
    utxos: ((await read(`/address/${wallet}/utxo`)) as Array<{ txid: string }>).map(({ txid }) => txid).sort(),
  };
}

/** Funds the wallet, mines, funds it again (left in the mempool), and answers the chain as it stands. */
async function makeHistory(url: string) {
  const faucet = async () => {
    const { body } = await postJson(url, '/devnet/faucet', { address: wallet, sats: 250_000 });
    expect(body.code).toBe(0);
    return (body.data as { txid: string }).txid;
  };
  const confirmedTxid = await faucet();
  expect((await postJson(url, '/devnet/mine', { blocks: 1 })).body.code).toBe(0);
  const mempoolTxid = await faucet();
  return { confirmedTxid, mempoolTxid, before: await chainState(url, confirmedTxid, mempoolTxid) };
}

describe('a restarted server keeps the chain, the mempool and the database', () => {
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ordmarket-restart-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'after %s',
    async (signal) => {
      const DATA_DIR = freshDataDir();
      const first = await spawnServer({ DATA_DIR });
      const { confirmedTxid, mempoolTxid, before } = await makeHistory(first.url);
      expect(before.confirmed).toMatchObject({ confirmed: true });
      expect(before.mempool).toEqual({ confirmed: false });
      first.child.kill(signal);
      expect(await first.exited).toBe(signal === 'SIGTERM' ? 0 : 'SIGKILL');

      const second = await spawnServer({ DATA_DIR });
      try {
        expect(await chainState(second.url, confirmedTxid, mempoolTxid)).toEqual(before);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
      // Two servers start here, each compiling the server with tsx and opening PGlite: about 8 s apiece on an idle
      // 2-core machine and over 15 s while the rest of the suite runs beside it, past the default 30 s budget.
    },
    120_000,
  );
});
