import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { brc20InscribeTasks } from '../../db/schema';
import type { RunningServer } from '../../startServer';
import { testDatabases } from '../../testing/testDatabases';
import { postJson, startTestServer } from '../../testing/startTestServer';
import { insertTick, insertUser, whole } from './brc20TestRows';

const alice = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const taproot = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
const txid = (n: number) => n.toString(16).padStart(64, '0');

interface Cost {
  fee_rate: number;
  repeat: number;
  content: string;
  content_size: number;
  commit_tx_size: number;
  reveal_tx_size: number;
  tx_size: number;
  inscription_postage: number;
  network_fee: number;
  total_fee: number;
}

describe.each(testDatabases)('BRC-20 deploy and mint over HTTP ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let auth: Record<string, string>;
  let userId: string;
  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(server.url, `/btc/brc_20/${path}`, body, headers);

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    userId = await insertUser(database.db);
    auth = { authorization: `Bearer ${await server.services.tokens.issue({ userId, address: alice })}` };
    await insertTick(database.db, 'ordi', { limitPerMint: whole(1000), decimals: 2 });
    await insertTick(database.db, 'done', { minted: whole(21_000_000) });
    await insertTick(database.db, 'selfm', { selfMint: true });
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('sizes a deploy from its real commit and reveal, at the given rate', async () => {
    const { body } = await call('get_deploy_txsize', { tick: 'newt', max: '21000000', lim: '1000', fee_rate: 10 });
    expect(body.code).toBe(0);
    const cost = body.data as Cost;
    expect(cost.content).toBe('{"p":"brc-20","op":"deploy","tick":"newt","max":"21000000","lim":"1000"}');
    expect(cost.content_size).toBe(cost.content.length);
    // One p2tr-input reveal carrying ~70 bytes of JSON in its witness: a little over 100 vB.
    expect(cost.reveal_tx_size).toBeGreaterThan(100);
    expect(cost.reveal_tx_size).toBeLessThan(160);
    // Spec §9: 10.5 + 57.5 per input + 43 per output (commit and change) + 43.
    expect(cost.commit_tx_size).toBe(197);
    expect(cost.tx_size).toBe(cost.commit_tx_size + cost.reveal_tx_size);
    expect(cost.network_fee).toBe(cost.tx_size * 10);
    expect(cost.inscription_postage).toBe(546);
    expect(cost.total_fee).toBe(cost.network_fee + 546);
    // A longer JSON makes a bigger reveal, in witness discount: about a quarter vB per byte.
    const longer = await call('get_deploy_txsize', {
      tick: 'newt',
      max: '21000000',
      lim: '1000',
      dec: '8',
      fee_rate: 10,
      receive_address: taproot,
    });
    expect((longer.body.data as Cost).reveal_tx_size).toBeGreaterThan(cost.reveal_tx_size);
  });

  it('prices repeated mints: one commit, one reveal each; the default rate is the General tier', async () => {
    const one = (await call('get_mint_txsize', { tick: 'ordi', amount: '1000', fee_rate: 5 })).body.data as Cost;
    const ten = (await call('get_mint_txsize', { tick: 'ordi', amount: '1000', repeat: 10, fee_rate: 5 })).body
      .data as Cost;
    expect(one.content).toBe('{"p":"brc-20","op":"mint","tick":"ordi","amt":"1000"}');
    expect(ten.tx_size).toBe(ten.commit_tx_size + 10 * ten.reveal_tx_size);
    expect(ten.reveal_tx_size).toBe(one.reveal_tx_size);
    expect(ten.inscription_postage).toBe(5460);
    const unknown = await call('get_mint_txsize', { tick: 'zzzz', amount: '5' });
    expect(unknown.body.code).toBe(0);
    expect((unknown.body.data as Cost).fee_rate).toBeGreaterThan(0);
  });

  it('refuses sizing a mint the tick would not count', async () => {
    const over = await call('get_mint_txsize', { tick: 'ordi', amount: '1000.01' });
    expect([over.status, over.body.code, over.body.msg]).toEqual([
      400,
      10040007,
      'Each mint of ordi is limited to 1000.',
    ]);
    const decimals = await call('get_mint_txsize', { tick: 'ordi', amount: '1.001' });
    expect([decimals.status, decimals.body.code]).toEqual([400, 10010001]);
    expect(decimals.body.msg).toContain('amount: ordi allows at most 2 decimals');
    const full = await call('get_mint_txsize', { tick: 'done', amount: '1' });
    expect(full.body.msg).toBe('done is fully minted; nothing is left to mint.');
  });

  it('refuses deploys the indexers would ignore or that are taken', async () => {
    const taken = await call('get_deploy_txsize', { tick: 'ORDI', max: '1' });
    expect([taken.status, taken.body.code]).toEqual([409, 10060001]);
    expect(taken.body.msg).toContain('already deployed');
    const fiveBytes = await call('get_deploy_txsize', { tick: 'abcde', max: '1', self_mint: false });
    expect([fiveBytes.status, fiveBytes.body.code]).toEqual([400, 10010001]);
    expect(fiveBytes.body.msg).toContain('tick: a deploy names 4 bytes');
    const decimals = await call('get_deploy_txsize', { tick: 'newt', max: '1.5', dec: '0' });
    expect(decimals.body.msg).toContain('max:');
    const dec = await call('get_deploy_txsize', { tick: 'newt', max: '1', dec: '19' });
    expect(dec.body.msg).toContain('dec: decimals must be a whole number from 0 to 18');
  });

  it("answers a tick's mint limits", async () => {
    const { body } = await call('get_mint_limit', { tick: 'ORDI' });
    expect(body.data).toEqual({
      tick: 'ordi',
      decimals: 2,
      limit_per_mint: '1000',
      max_supply: '21000000',
      minted: '0',
      remaining: '21000000',
      self_mint: false,
      mintable: true,
      max_repeat: 1000,
    });
    expect((await call('get_mint_limit', { tick: 'done' })).body.data).toMatchObject({
      remaining: '0',
      mintable: false,
    });
  });

  it('checks deploy and mint orders in full, then says inscribing opens later instead of taking money', async () => {
    const order = { fee_rate: 10, receive_address: alice };
    const deploy = await call('create_deploy_task', { tick: 'newt', max: '21000000', ...order }, auth);
    expect([deploy.status, deploy.body.code]).toEqual([503, 10060002]);
    expect(deploy.body.msg).toContain('opens in a later release');
    const takenDeploy = await call('create_deploy_task', { tick: 'ordi', max: '1', ...order }, auth);
    expect(takenDeploy.body.code).toBe(10060001);
    for (const path of ['create_mint_task', 'create_mint_inscription_order']) {
      const mint = await call(path, { tick: 'ordi', amount: '10', repeat: 2, ...order }, auth);
      expect([path, mint.status, mint.body.code]).toEqual([path, 503, 10060002]);
      const missing = await call(path, { tick: 'nope', amount: '10', ...order }, auth);
      expect([path, missing.status, missing.body.code]).toEqual([path, 404, 10040004]);
      const selfMint = await call(path, { tick: 'selfm', amount: '10', ...order }, auth);
      expect(selfMint.body.msg).toContain('only its deployer can mint it');
      const visitor = await call(path, { tick: 'ordi', amount: '10', ...order });
      expect([visitor.status, visitor.body.code]).toEqual([401, 10180006]);
    }
  });

  it('records a payment txid once and answers retries with the same task', async () => {
    const [task] = await database.db
      .insert(brc20InscribeTasks)
      .values({
        kind: 'mint',
        userId,
        tick: 'ordi',
        content: '{"p":"brc-20","op":"mint","tick":"ordi","amt":"10"}',
        receiveAddress: alice,
        paymentAddress: taproot,
        feeRate: 10,
        revealSize: 120,
        inscriptionPostage: 546n,
        networkFee: 2830n,
        totalSats: 3376n,
      })
      .returning();
    if (!task) throw new Error('no task');
    const history = async () =>
      (await call('get_mint_history_list', {}, auth)).body.data as { items: Array<{ status: string }>; total: number };
    expect(await history()).toMatchObject({ total: 1, items: [{ status: 'awaiting_payment' }] });

    const first = await call('update_brc20_paytx', { task_id: task.id, txid: txid(1) }, auth);
    expect(first.body).toMatchObject({
      code: 0,
      data: { task_id: task.id, status: 'paid', pay_txid: txid(1), total_fee: 3376 },
    });
    const retry = await call('update_mint_inscription_order', { order_id: task.id, txid: txid(1) }, auth);
    expect(retry.body).toMatchObject({ code: 0, data: { status: 'paid', pay_txid: txid(1) } });
    expect(retry.body.data).toEqual(first.body.data);
    const other = await call('update_brc20_paytx', { task_id: task.id, txid: txid(2) }, auth);
    expect([other.status, other.body.code]).toEqual([409, 10060003]);
    expect(other.body.msg).toContain(txid(1));
    const unknown = await call(
      'update_brc20_paytx',
      { task_id: '00000000-0000-4000-8000-000000000000', txid: txid(3) },
      auth,
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, 10040003]);

    const stranger = await insertUser(database.db);
    const strangerAuth = {
      authorization: `Bearer ${await server.services.tokens.issue({ userId: stranger, address: taproot })}`,
    };
    const notTheirs = await call('update_brc20_paytx', { task_id: task.id, txid: txid(1) }, strangerAuth);
    expect(notTheirs.body.code).toBe(10040003);
    expect((await call('get_mint_history_list', {}, strangerAuth)).body.data).toEqual({
      items: [],
      total: 0,
      has_next: false,
    });
    expect(await history()).toMatchObject({ total: 1, items: [{ status: 'paid' }] });
    expect((await call('get_mint_history_list', { kind: 'deploy' }, auth)).body.data).toMatchObject({ total: 0 });
  });
});
