import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brc20InscribeTasks, inscriptionOrders } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { orderRow, payOrder } from '../../inscribing/testing/inscriptionTestKit';
import { hookTimeout, openMarket, type MarketUnderTest } from '../nft/testing/marketTestKit';
import { mineAndIndex, taprootBuyer } from '../nft/testing/purchaseTestKit';
import { testDatabases } from '../../testing/testDatabases';
import { insertBalance, insertTick, insertUser, whole } from './testing/brc20TestRows';

const alice = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const taproot = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
const carol = taprootBuyer(52);
const txid = (n: number) => n.toString(16).padStart(64, '0');
/** A devnet taproot address: what every order's payment address is, one of the service wallet's own. */
const devnetTaproot = /^tb1p[02-9ac-hj-np-z]{58}$/;
const pngBytes = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(size - 4)]);

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
interface Task {
  task_id: string;
  kind: string;
  tick: string;
  content: string;
  repeat: number;
  receive_address: string;
  payment_address: string;
  fee_rate: number;
  total_fee: number;
  status: string;
  pay_txid: string | null;
  inscription_ids: string[];
  refund_txid: string | null;
  reason: string | null;
  created_at: number;
  paid_at: number | null;
}

describe.each(testDatabases)('BRC-20 deploy, mint and transfer orders over HTTP ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;
  let strangerToken: string;
  let carolToken: string;
  const call = (path: string, body: unknown, as?: string) => market.call(`/btc/brc_20/${path}`, body, as);
  /** A placed task; the test fails with the server's words when it was refused. */
  const placed = async (path: string, body: Record<string, unknown>, as = token): Promise<Task> => {
    const { body: answer } = await call(path, body, as);
    expect(answer).toMatchObject({ code: 0, msg: 'ok' });
    return answer.data as Task;
  };
  const refusal = async (path: string, body: Record<string, unknown>, as = token) => {
    const { status, body: answer } = await call(path, body, as);
    return { status, code: answer.code, msg: answer.msg };
  };
  const cost = async (path: string, body: Record<string, unknown>): Promise<Cost> => {
    const { body: answer } = await call(path, body);
    expect(answer.code).toBe(0);
    return answer.data as Cost;
  };
  const possibleAmount = async (tick: string, as = token) => {
    const { body } = await call('get_address_coin_cuts_possible_amount', { tick }, as);
    return (body.data as { possible_amount: string }).possible_amount;
  };

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    const { db } = market;
    token = await market.tokenFor(alice, await insertUser(db));
    strangerToken = await market.tokenFor(taproot, await insertUser(db));
    carolToken = await market.tokenFor(carol.address, await insertUser(db));
    await insertTick(db, 'ordi', { limitPerMint: whole(1000), decimals: 2 });
    await insertTick(db, 'done', { minted: whole(21_000_000) });
    await insertTick(db, 'selfm', { selfMint: true });
    await insertTick(db, 'sats', { decimals: 2 });
    await insertTick(db, 'cuts', { decimals: 2 });
    await insertBalance(db, 'sats', alice, whole(800));
    await insertBalance(db, 'cuts', carol.address, whole(100));
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('sizes a deploy from its real commit and reveal, at the given rate', async () => {
    const sized = await cost('get_deploy_txsize', { tick: 'newt', max: '21000000', lim: '1000', fee_rate: 10 });
    expect(sized.content).toBe('{"p":"brc-20","op":"deploy","tick":"newt","max":"21000000","lim":"1000"}');
    expect(sized.content_size).toBe(sized.content.length);
    // One p2tr-input reveal carrying ~70 bytes of JSON in its witness: a little over 100 vB.
    expect(sized.reveal_tx_size).toBeGreaterThan(100);
    expect(sized.reveal_tx_size).toBeLessThan(160);
    // The commit as signed for an exact payment: 10.5 + 57.5 for its key-path input + 43 for the reveal's p2tr output.
    expect(sized.commit_tx_size).toBe(111);
    expect(sized.tx_size).toBe(sized.commit_tx_size + sized.reveal_tx_size);
    expect(sized.network_fee).toBe(sized.tx_size * 10);
    expect(sized.inscription_postage).toBe(546);
    expect(sized.total_fee).toBe(sized.network_fee + 546);
    // A longer JSON makes a bigger reveal, in witness discount: about a quarter vB per byte.
    const longer = await cost('get_deploy_txsize', {
      tick: 'newt',
      max: '21000000',
      lim: '1000',
      dec: '8',
      fee_rate: 10,
      receive_address: taproot,
    });
    expect(longer.reveal_tx_size).toBeGreaterThan(sized.reveal_tx_size);
  });

  it('prices repeated mints: one commit, one reveal each; the default rate is the General tier', async () => {
    const one = await cost('get_mint_txsize', { tick: 'ordi', amount: '1000', fee_rate: 5 });
    const ten = await cost('get_mint_txsize', { tick: 'ordi', amount: '1000', repeat: 10, fee_rate: 5 });
    expect(one.content).toBe('{"p":"brc-20","op":"mint","tick":"ordi","amt":"1000"}');
    expect(ten.tx_size).toBe(ten.commit_tx_size + 10 * ten.reveal_tx_size);
    expect(ten.reveal_tx_size).toBe(one.reveal_tx_size);
    // One commit funds every reveal: an output of 43 vB more for each.
    expect(ten.commit_tx_size).toBe(one.commit_tx_size + 9 * 43);
    expect(ten.inscription_postage).toBe(5460);
    const unknown = await call('get_mint_txsize', { tick: 'zzzz', amount: '5' });
    expect(unknown.body.code).toBe(0);
    expect((unknown.body.data as Cost).fee_rate).toBeGreaterThan(0);
    const transfer = await cost('get_mint_txsize', { tick: 'sats', amount: '12.5', op: 'transfer', fee_rate: 5 });
    expect(transfer.content).toBe('{"p":"brc-20","op":"transfer","tick":"sats","amt":"12.5"}');
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
      in_flight: '0',
      available: '21000000',
      self_mint: false,
      mintable: true,
      max_repeat: 1000,
    });
    expect((await call('get_mint_limit', { tick: 'done' })).body.data).toMatchObject({
      remaining: '0',
      mintable: false,
    });
  });

  it('places a deploy at an address of its own, for exactly what get_deploy_txsize quotes', async () => {
    const deploy = { tick: 'newt', max: '21000000', lim: '1000', fee_rate: 10, receive_address: alice };
    const quoted = await cost('get_deploy_txsize', deploy);
    const task = await placed('create_deploy_task', deploy);
    expect(task).toEqual({
      task_id: expect.any(String) as string,
      kind: 'deploy',
      tick: 'newt',
      content: quoted.content,
      repeat: 1,
      receive_address: alice,
      payment_address: expect.stringMatching(devnetTaproot) as string,
      fee_rate: 10,
      total_fee: quoted.total_fee,
      paid: null,
      status: 'awaiting_payment',
      pay_txid: null,
      inscription_ids: [],
      refund_txid: null,
      reason: null,
      returns: [],
      created_at: expect.any(Number) as number,
      paid_at: null,
    });
    expect(Math.abs(task.created_at - Date.now() / 1000)).toBeLessThan(60);
    const order = await orderRow(market, task.task_id);
    expect(order).toMatchObject({
      kind: 'brc20_deploy',
      paymentAddress: task.payment_address,
      refundAddress: alice,
      inscriptionCount: 1,
      totalSats: BigInt(quoted.total_fee),
    });
    expect(market.server.services.inscribing.wallet.keyAt(order.derivationIndex).address).toBe(task.payment_address);

    // A taproot receiver makes a bigger reveal output: its quote and its order move together.
    const toTaproot = { ...deploy, receive_address: taproot, refund_address: alice };
    const biggerQuote = await cost('get_deploy_txsize', toTaproot);
    const bigger = await placed('create_deploy_task', toTaproot);
    expect(bigger.total_fee).toBe(biggerQuote.total_fee);
    expect(bigger.total_fee).toBeGreaterThan(task.total_fee);
    // Placing does not reserve the tick (the ledger does, once a deploy is mined): each order has its own address.
    expect(bigger.payment_address).not.toBe(task.payment_address);
    expect((await orderRow(market, bigger.task_id)).refundAddress).toBe(alice);
  });

  it('takes the deploy icon only from the wallet that uploaded it', async () => {
    const upload = async (as: string) => {
      const { body } = await call(
        'upload_deployicon',
        { file_name: 'a.png', image: pngBytes(100).toString('base64') },
        as,
      );
      return (body.data as { icon_id: string }).icon_id;
    };
    const deploy = { tick: 'icon', max: '1000', fee_rate: 3, receive_address: alice };
    const mine = await upload(token);
    const task = await placed('create_deploy_task', { ...deploy, icon_id: mine });
    const [row] = await market.db.select().from(brc20InscribeTasks).where(eq(brc20InscribeTasks.id, task.task_id));
    expect(row?.iconId).toBe(mine);
    const message = 'Invalid request. icon_id: upload the icon with this wallet first.';
    for (const iconId of [await upload(strangerToken), '00000000-0000-4000-8000-00000000beef']) {
      expect(await refusal('create_deploy_task', { ...deploy, icon_id: iconId })).toEqual({
        status: 400,
        code: errorCodes.invalidRequest.code,
        msg: message,
      });
    }
    expect((await refusal('create_deploy_task', { ...deploy, icon_id: 'logo' })).msg).toContain('icon_id');
  });

  it('places repeated mints for exactly what get_mint_txsize quotes, one inscription each', async () => {
    for (const receiver of [alice, taproot]) {
      const mint = { tick: 'ORDI', amount: '10', repeat: 3, fee_rate: 4, receive_address: receiver };
      const quoted = await cost('get_mint_txsize', mint);
      const task = await placed('create_mint_task', mint);
      expect(task).toMatchObject({
        kind: 'mint',
        tick: 'ordi',
        content: '{"p":"brc-20","op":"mint","tick":"ordi","amt":"10"}',
        repeat: 3,
        receive_address: receiver,
        fee_rate: 4,
        total_fee: quoted.total_fee,
        status: 'awaiting_payment',
      });
      expect(task.payment_address).toMatch(devnetTaproot);
      expect(await orderRow(market, task.task_id)).toMatchObject({ kind: 'brc20_mint', inscriptionCount: 3 });
    }
  });

  it('refuses deploy and mint orders the rules or the request do not allow, before any payment', async () => {
    const order = { fee_rate: 10, receive_address: alice };
    const takenDeploy = await refusal('create_deploy_task', { tick: 'ordi', max: '1', ...order });
    expect([takenDeploy.status, takenDeploy.code]).toEqual([409, errorCodes.tickAlreadyDeployed.code]);
    const badDeploy = await refusal('create_deploy_task', { tick: 'newt', max: '1', dec: '19', ...order });
    expect([badDeploy.status, badDeploy.code]).toEqual([400, errorCodes.invalidRequest.code]);
    const mint = (body: Record<string, unknown>, as?: string) =>
      refusal('create_mint_task', { tick: 'ordi', amount: '10', ...order, ...body }, as);
    expect(await mint({ tick: 'nope' })).toMatchObject({ status: 404, code: errorCodes.tickNotFound.code });
    expect((await mint({ tick: 'selfm' })).msg).toContain('only its deployer can mint it');
    expect(await mint({ tick: 'done' })).toMatchObject({
      code: errorCodes.mintRefused.code,
      msg: 'done is fully minted; nothing is left to mint.',
    });
    expect(await mint({ amount: '1000.01' })).toMatchObject({
      code: errorCodes.mintRefused.code,
      msg: 'Each mint of ordi is limited to 1000.',
    });
    for (const [field, body] of [
      ['repeat', { repeat: 1001 }],
      ['fee_rate', { fee_rate: 0 }],
      ['receive_address', { receive_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }],
      ['refund_address', { refund_address: 'not an address' }],
      ['amount', { amount: '-1' }],
    ] as const) {
      const refused = await mint(body);
      expect([field, refused.status, refused.code]).toEqual([field, 400, errorCodes.invalidRequest.code]);
      expect(refused.msg).toContain(field);
    }
    const withoutReceiver = { tick: 'ordi', amount: '10', fee_rate: 10 };
    expect((await refusal('create_mint_task', withoutReceiver)).msg).toContain('receive_address');
    for (const path of ['create_deploy_task', 'create_mint_task', 'create_mint_inscription_order']) {
      const visitor = await call(path, { tick: 'ordi', max: '1', amount: '10', ...order });
      expect([path, visitor.status, visitor.body.code]).toEqual([path, 401, errorCodes.signInRequired.code]);
    }
    const tasks = await market.db.select().from(brc20InscribeTasks).where(eq(brc20InscribeTasks.tick, 'done'));
    expect(tasks).toEqual([]);
  });

  it('cuts transfers only from what can still be inscribed, which drops while a transfer is inscribed', async () => {
    expect(await possibleAmount('sats')).toBe('800');
    const over = await refusal('create_mint_inscription_order', { tick: 'sats', amount: '800.01', fee_rate: 3 });
    expect(over).toEqual({
      status: 400,
      code: errorCodes.invalidRequest.code,
      msg: 'Invalid request. amount: Only 800 sats is available to inscribe as a transfer.',
    });
    expect((await refusal('create_mint_inscription_order', { tick: 'sats', amount: '1.001', fee_rate: 3 })).msg).toBe(
      'Invalid request. amount: a positive amount of sats with at most 2 decimals.',
    );
    expect((await refusal('create_mint_inscription_order', { tick: 'nope', amount: '1', fee_rate: 3 })).code).toBe(
      errorCodes.tickNotFound.code,
    );

    const quoted = await cost('get_mint_txsize', {
      tick: 'sats',
      amount: '300',
      op: 'transfer',
      fee_rate: 3,
      receive_address: alice,
    });
    const transfer = await placed('create_mint_inscription_order', { tick: 'SATS', amount: '300', fee_rate: 3 });
    // The inscription goes to the holder's own address: only there does it count against their balance.
    expect(transfer).toMatchObject({
      kind: 'transfer',
      tick: 'sats',
      content: quoted.content,
      receive_address: alice,
      total_fee: quoted.total_fee,
      status: 'awaiting_payment',
    });
    // An order not yet paid takes nothing: another may still ask for the whole balance.
    const everything = await placed('create_mint_inscription_order', { tick: 'sats', amount: '800', fee_rate: 3 });

    await payOrder(market, transfer.payment_address, transfer.total_fee);
    await market.server.inscriptionService.runOnce();
    expect((await orderRow(market, transfer.task_id)).status).toBe('inscribed');
    expect(await possibleAmount('sats')).toBe('500');
    expect((await refusal('create_mint_inscription_order', { tick: 'sats', amount: '500.01', fee_rate: 3 })).msg).toBe(
      'Invalid request. amount: Only 500 sats is available to inscribe as a transfer.',
    );
    await placed('create_mint_inscription_order', { tick: 'sats', amount: '500', fee_rate: 3 });

    // Paid now, the order for the whole balance would cut more than is left: its payment goes back.
    await payOrder(market, everything.payment_address, everything.total_fee);
    await market.server.inscriptionService.runOnce();
    const refunded = await orderRow(market, everything.task_id);
    expect(refunded).toMatchObject({
      status: 'refunded',
      reason: 'Only 500 sats is available to inscribe as a transfer. Your payment has been returned.',
    });
    expect(refunded.refundTxid).not.toBeNull();
  });

  it('shows a paid transfer as in flight from its payment until a block brings it to the indexer', async () => {
    const dave = taprootBuyer(53);
    const daveToken = await market.tokenFor(dave.address, await insertUser(market.db));
    await insertTick(market.db, 'pend', { decimals: 2, deployInscriptionId: `${'cc'.repeat(32)}i0` });
    await insertBalance(market.db, 'pend', dave.address, whole(100));
    const inFlight = async () => {
      const { body } = await call('get_my_transfers_in_flight', {}, daveToken);
      expect(body.code).toBe(0);
      return (body.data as { items: Array<Record<string, unknown>> }).items;
    };
    expect(await inFlight()).toEqual([]);
    const order = await placed('create_mint_inscription_order', { tick: 'pend', amount: '60', fee_rate: 3 }, daveToken);
    // Unpaid, it takes nothing and shows nowhere: the trader may never pay it.
    expect(await inFlight()).toEqual([]);

    await payOrder(market, order.payment_address, order.total_fee);
    await market.server.inscriptionService.runOnce();
    const [sent] = await inFlight();
    expect(sent).toEqual({
      order_id: order.task_id,
      tick: 'pend',
      amount: '60',
      status: 'inscribed',
      inscription_id: expect.stringMatching(/^[0-9a-f]{64}i0$/) as string,
      created_at: order.created_at,
    });
    expect(await possibleAmount('pend', daveToken)).toBe('40');
    // Someone else's view: only the signed-in trader's own orders, and only when signed in.
    expect(await inFlight()).toHaveLength(1);
    expect((await call('get_my_transfers_in_flight', {}, strangerToken)).body.data).toEqual({ items: [] });
    expect((await call('get_my_transfers_in_flight', {})).status).toBe(401);

    // The block brings it to the indexer: from then on the ledger speaks for it (this tick, written straight to the
    // table, is not one the chain deployed, so the ledger itself ignores the inscription).
    await mineAndIndex(market);
    expect(await inFlight()).toEqual([]);
  });

  it('counts a paid transfer the service has not taken up yet against a new order, but not against its own turn', async () => {
    const erin = taprootBuyer(54);
    const erinToken = await market.tokenFor(erin.address, await insertUser(market.db));
    await insertTick(market.db, 'turn', { decimals: 2, deployInscriptionId: `${'bb'.repeat(32)}i0` });
    await insertBalance(market.db, 'turn', erin.address, whole(100));
    const first = await placed('create_mint_inscription_order', { tick: 'turn', amount: '70', fee_rate: 3 }, erinToken);
    await payOrder(market, first.payment_address, first.total_fee);
    // Paid, seen by the service's watcher, not yet inscribed: in flight as 'paid'.
    await market.db.update(inscriptionOrders).set({ status: 'paid' }).where(eq(inscriptionOrders.id, first.task_id));
    const { body } = await call('get_my_transfers_in_flight', {}, erinToken);
    expect((body.data as { items: Array<{ status: string }> }).items.map((item) => item.status)).toEqual(['paid']);
    expect(await possibleAmount('turn', erinToken)).toBe('30');
    expect(
      (await refusal('create_mint_inscription_order', { tick: 'turn', amount: '30.01', fee_rate: 3 }, erinToken)).msg,
    ).toBe('Invalid request. amount: Only 30 turn is available to inscribe as a transfer.');
    // Its own turn: the service inscribes it, its own amount not counted against itself.
    await market.server.inscriptionService.runOnce();
    expect((await orderRow(market, first.task_id)).status).toBe('inscribed');
  });

  it('records a payment txid once and answers retries with the same task', async () => {
    const task = await placed('create_mint_task', { tick: 'ordi', amount: '10', fee_rate: 10, receive_address: alice });
    const first = await call('update_brc20_paytx', { task_id: task.task_id, txid: txid(1) }, token);
    expect(first.body).toEqual({
      code: 0,
      msg: 'ok',
      data: { ...task, pay_txid: txid(1) },
    });
    const retry = await call('update_mint_inscription_order', { order_id: task.task_id, txid: txid(1) }, token);
    expect(retry.body).toEqual(first.body);
    const other = await call('update_brc20_paytx', { task_id: task.task_id, txid: txid(2) }, token);
    expect([other.status, other.body.code]).toEqual([409, errorCodes.paymentConflict.code]);
    expect(other.body.msg).toBe(`This order was already paid by transaction ${txid(1)}.`);
    const another = await placed('create_mint_task', {
      tick: 'ordi',
      amount: '5',
      fee_rate: 10,
      receive_address: alice,
    });
    const reused = await call('update_brc20_paytx', { task_id: another.task_id, txid: txid(1) }, token);
    expect([reused.status, reused.body.code, reused.body.msg]).toEqual([
      409,
      errorCodes.paymentConflict.code,
      'This transaction already paid another order.',
    ]);
    const unknown = await call(
      'update_brc20_paytx',
      { task_id: '00000000-0000-4000-8000-000000000000', txid: txid(3) },
      token,
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, errorCodes.orderNotFound.code]);
    const notTheirs = await call('update_brc20_paytx', { task_id: task.task_id, txid: txid(1) }, strangerToken);
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, errorCodes.orderNotFound.code]);
    const [row] = await market.db.select().from(inscriptionOrders).where(eq(inscriptionOrders.id, task.task_id));
    expect(row?.reportedTxid).toBe(txid(1));
    expect((await orderRow(market, another.task_id)).reportedTxid).toBeNull();
  });

  it("lists the trader's orders newest first, by kind and tick, with their progress", async () => {
    const order = { fee_rate: 2, receive_address: carol.address };
    const deploy = await placed('create_deploy_task', { tick: 'hist', max: '100', ...order }, carolToken);
    const mint = await placed('create_mint_task', { tick: 'ordi', amount: '1', ...order }, carolToken);
    const transfer = await placed(
      'create_mint_inscription_order',
      { tick: 'cuts', amount: '40', fee_rate: 2 },
      carolToken,
    );
    await payOrder(market, mint.payment_address, mint.total_fee);
    await market.server.inscriptionService.runOnce();

    const history = async (filter: Record<string, unknown>, as = carolToken) => {
      const { body } = await call('get_mint_history_list', filter, as);
      expect(body.code).toBe(0);
      const page = body.data as { items: Task[]; total: number; has_next: boolean };
      return { ...page, items: page.items.map((item) => [item.task_id, item.kind, item.status]) };
    };
    expect(await history({})).toEqual({
      items: [
        [transfer.task_id, 'transfer', 'awaiting_payment'],
        [mint.task_id, 'mint', 'inscribed'],
        [deploy.task_id, 'deploy', 'awaiting_payment'],
      ],
      total: 3,
      has_next: false,
    });
    expect((await history({ kind: 'all', limit: 2 })).has_next).toBe(true);
    expect((await history({ kind: 'deploy' })).items).toEqual([[deploy.task_id, 'deploy', 'awaiting_payment']]);
    expect((await history({ kind: 'mint' })).items).toEqual([[mint.task_id, 'mint', 'inscribed']]);
    expect((await history({ kind: 'transfer' })).items).toEqual([[transfer.task_id, 'transfer', 'awaiting_payment']]);
    expect((await history({ tick: 'CUTS' })).items).toEqual([[transfer.task_id, 'transfer', 'awaiting_payment']]);
    expect((await history({ kind: 'mint', tick: 'hist' })).total).toBe(0);
    const paid = (await call('get_mint_history_list', { kind: 'mint' }, carolToken)).body.data as { items: Task[] };
    expect(paid.items[0]).toMatchObject({ inscription_ids: [expect.stringMatching(/^[0-9a-f]{64}i0$/) as string] });
    expect(paid.items[0]?.paid_at).not.toBeNull();
    expect((await call('get_mint_history_list', { kind: 'sideways' }, carolToken)).body.code).toBe(
      errorCodes.invalidRequest.code,
    );
    const visitor = await call('get_mint_history_list', {});
    expect([visitor.status, visitor.body.code]).toEqual([401, errorCodes.signInRequired.code]);
    // Another trader sees only their own: alice has orders of every kind, none of carol's.
    const alices = (await call('get_mint_history_list', { tick: 'cuts' }, token)).body.data;
    expect(alices).toEqual({ items: [], total: 0, has_next: false });
  });
});
