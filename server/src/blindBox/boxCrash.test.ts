import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/testing/authTestClient';
import { testWallet, type TestWallet } from '../auth/testing/testWallet';
import { openDatabase, type DatabaseLocation } from '../db/database';
import { boxDraws, boxWithdrawals, housePrizes, ledgerMovements } from '../db/schema';
import { startTestServer, postJson } from '../testing/startTestServer';
import { createPostgresDatabase } from '../testing/testDatabases';
import { spawnServer, type ServerProcess } from '../testing/serverProcess';
import { expectLedgerMatchesChain } from './testing/boxTestKit';

interface Trader {
  readonly wallet: TestWallet;
  readonly token: string;
}

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

const call = async <Data>(
  url: string,
  trader: Trader | undefined,
  path: string,
  body: unknown,
): Promise<Envelope<Data>> => {
  const answer = await postJson(url, path, body, trader ? { authorization: `Bearer ${trader.token}` } : {});
  return answer.body as Envelope<Data>;
};
const must = async <Data>(url: string, trader: Trader | undefined, path: string, body: unknown): Promise<Data> => {
  const answer = await call<Data>(url, trader, path, body);
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
};

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const boxBalance = async (url: string, trader: Trader) =>
  (await must<{ blind_box_total: number }>(url, trader, '/btc/blind_box/get_box_balance', {})).blind_box_total;

/** Players with confirmed box balances and an open house of 30 BTC prizes, on a running server. */
async function openHouse(url: string) {
  const traders: Trader[] = [];
  for (let seed = 71; seed < 77; seed += 1) {
    const wallet = testWallet(seed, 'segwit');
    const tokens = await signIn(url, wallet);
    traders.push({ wallet, token: tokens.data.access_token });
  }
  for (const trader of traders) {
    const { address } = await must<{ address: string }>(url, trader, '/btc/blind_box/get_recharge_address', {});
    await must(url, undefined, '/devnet/faucet', { address, sats: 400_000 });
  }
  await must(url, undefined, '/devnet/mine', { blocks: 1 });
  for (const trader of traders) await until(async () => (await boxBalance(url, trader)) === 400_000, 'recharges');
  const [maker, ...players] = traders;
  if (!maker) throw new Error('no maker');
  const house = await must<{ house_id: string }>(url, maker, '/btc/blind_box/make_house', {
    name: 'Crash test',
    price_sats: 3_000,
    btc_prize_sats: 8_000,
    btc_prizes: 30,
    idempotency_key: randomUUID(),
  });
  return { houseId: house.house_id, players };
}

/** Fires opens and withdrawals at once, without waiting for them: the process is killed under them. */
function storm(url: string, houseId: string, players: readonly Trader[]): void {
  const send = (player: Trader, path: string, body: Record<string, unknown>) => {
    void call(url, player, path, { ...body, idempotency_key: randomUUID() }).catch(() => undefined);
  };
  for (const player of players) {
    const withdrawal = {
      asset: 'btc',
      sats: 50_000,
      address: player.wallet.address,
      fee_rate: 2,
      max_network_fee: 5_000,
    };
    send(player, '/btc/blind_box/withdraw', withdrawal);
  }
  for (const player of players) {
    for (let open = 0; open < 8; open += 1) send(player, '/btc/blind_box/open_box', { house_id: houseId });
  }
}

/** Whether any player's withdrawal has committed (it is then stored, sent or not). */
async function someWithdrawal(url: string, players: readonly Trader[]): Promise<boolean> {
  for (const player of players) {
    const answer = await call<{ items: unknown[] }>(url, player, '/btc/blind_box/get_withdrawals', {
      page: 1,
      limit: 1,
    });
    if (answer.code === 0 && answer.data.items.length > 0) return true;
  }
  return false;
}

interface Withdrawal {
  readonly txid: string;
  readonly status: 'pending' | 'confirmed' | 'failed';
}

/** Every withdrawal of the players, as the server lists them (one each at most, from the storm). */
async function withdrawalsOf(url: string, players: readonly Trader[]): Promise<Withdrawal[]> {
  const pages = await Promise.all(
    players.map((player) =>
      must<{ items: Withdrawal[] }>(url, player, '/btc/blind_box/get_withdrawals', { page: 1, limit: 100 }),
    ),
  );
  return pages.flatMap((page) => page.items);
}

/** Whether the chain knows the transaction, in the mempool or a block. */
const onChain = async (url: string, txid: string) => (await fetch(`${url}/mempool/api/tx/${txid}`)).ok;

interface Storage {
  readonly environment: Record<string, string>;
  readonly location: DatabaseLocation;
  readonly drop: () => Promise<void>;
}

const storages: Array<[string, () => Promise<Storage>]> = [
  [
    'pglite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'ordmarket-box-crash-'));
      return Promise.resolve({
        environment: { DATA_DIR: dir },
        location: { kind: 'pglite', dataDir: dir },
        drop: () => {
          rmSync(dir, { recursive: true, force: true });
          return Promise.resolve();
        },
      });
    },
  ],
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          'postgres',
          async () => {
            const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
            return {
              environment: { DATABASE_URL: created.url },
              location: { kind: 'postgres', url: created.url },
              drop: created.drop,
            };
          },
        ] as [string, () => Promise<Storage>],
      ]
    : []),
];

describe.each(storages)('kill -9 in the middle of opens and withdrawals (%s)', (_name, makeStorage) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('leaves every open whole or absent, every withdrawal stored with its debit, and the books equal to the chain', async () => {
    const storage = await makeStorage();
    cleanups.push(storage.drop);
    const environment = { ...storage.environment, INSCRIBE_POLL_MS: '100', INDEXER_POLL_MS: '100' };
    const first: ServerProcess = await spawnServer(environment);
    const { houseId, players } = await openHouse(first.url);
    storm(first.url, houseId, players);
    // Killed as soon as a withdrawal has committed, while the rest of the storm is still running.
    await until(() => someWithdrawal(first.url, players), 'a withdrawal');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    // A restarted server resends what was stored; a block confirms it.
    const second = await spawnServer(environment);
    try {
      // Its box service's first pass runs at start: every payout not refused reaches the chain before the block.
      await until(async () => {
        for (const withdrawal of await withdrawalsOf(second.url, players)) {
          if (withdrawal.status !== 'failed' && !(await onChain(second.url, withdrawal.txid))) return false;
        }
        return true;
      }, 'the stored withdrawals resent');
      await must(second.url, undefined, '/devnet/mine', { blocks: 1 });
      await until(
        async () => (await withdrawalsOf(second.url, players)).every((withdrawal) => withdrawal.status !== 'pending'),
        'the withdrawals confirmed',
      );
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }

    const database = await openDatabase(storage.location);
    const server = await startTestServer(database);
    try {
      await server.boxService.runOnce();
      const { db } = database;
      // Every open movement drew exactly one prize, and every won prize belongs to a committed draw.
      const [opens] = await db.select({ n: count() }).from(ledgerMovements).where(eq(ledgerMovements.kind, 'open'));
      const [draws] = await db.select({ n: count() }).from(boxDraws);
      const [won] = await db
        .select({ n: count() })
        .from(housePrizes)
        .where(and(eq(housePrizes.houseId, houseId), eq(housePrizes.status, 'won')));
      expect(draws?.n).toBe(opens?.n);
      expect(won?.n).toBe(opens?.n);
      // Each withdrawal that committed is stored with its debit, and was sent and mined exactly once.
      const withdrawals = await db.select().from(boxWithdrawals);
      const [debits] = await db
        .select({ n: count() })
        .from(ledgerMovements)
        .where(eq(ledgerMovements.kind, 'withdrawal'));
      expect(withdrawals.length).toBeGreaterThan(0);
      expect(withdrawals).toHaveLength(debits?.n ?? -1);
      for (const withdrawal of withdrawals) {
        expect(await server.services.chain.transactionStatus(withdrawal.txid)).toBeDefined();
      }
      await expectLedgerMatchesChain({
        server,
        db,
        call: () => Promise.reject(new Error('not used')),
        tokenFor: () => Promise.reject(new Error('not used')),
        close: () => Promise.resolve(),
      });
    } finally {
      await server.close();
      await database.close();
    }
  }, 120_000);
});
