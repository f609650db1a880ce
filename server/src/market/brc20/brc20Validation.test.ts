import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenFor } from '../../auth/testing/testSession';
import type { DatabaseHandle } from '../../db/database';
import type { RunningServer } from '../../startServer';
import { testDatabases } from '../../testing/testDatabases';
import { postJson, startTestServer } from '../../testing/startTestServer';
import { insertUser } from './testing/brc20TestRows';

const alice = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const mainnetAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const orderId = '00000000-0000-4000-8000-000000000000';
const txid = 'ab'.repeat(32);
const inscriptionId = `${txid}i0`;
const publicKey = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const pngBytes = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(size - 4)]);

/** Every BRC-20 path of spec §7 with a body it accepts, and the field a missing-field call must name. */
const endpoints: Array<[path: string, valid: Record<string, unknown>, required: string | undefined]> = [
  ['get_ticks', {}, undefined],
  ['get_activity_list', {}, undefined],
  ['get_fund_address_distribution', { tick: 'ordi' }, 'tick'],
  ['get_tick', { tick: 'ordi' }, 'tick'],
  ['get_trade_statistic', { tick: 'ordi' }, 'tick'],
  ['get_on_sale_order_list', { tick: 'ordi' }, 'tick'],
  ['get_sold_order_list', { tick: 'ordi' }, 'tick'],
  ['get_my_inscription_to_on_list', {}, undefined],
  ['get_my_transfers_in_flight', { tick: 'ordi' }, undefined],
  ['get_address_coin_account', { tick: 'ordi', address: alice }, 'tick'],
  ['get_user_listed_orders', { address: alice }, undefined],
  ['get_user_orders', { address: alice, status: 'sold' }, undefined],
  ['get_user_ticks', { address: alice }, undefined],
  ['get_inscription_order_list', { inscription_id: inscriptionId }, 'inscription_id'],
  ['get_inscription_detail', { inscription_id: inscriptionId }, 'inscription_id'],
  ['create_mint_inscription_order', { tick: 'ordi', amount: '1', fee_rate: 5, receive_address: alice }, 'tick'],
  ['update_mint_inscription_order', { order_id: orderId, txid }, 'order_id'],
  ['get_address_coin_cuts_possible_amount', { tick: 'ordi', address: alice }, 'tick'],
  ['get_deploy_txsize', { tick: 'ordi', max: '21000000', fee_rate: 5 }, 'tick'],
  ['create_deploy_task', { tick: 'ordi', max: '21000000', fee_rate: 5, receive_address: alice }, 'tick'],
  ['update_brc20_paytx', { task_id: orderId, txid }, 'task_id'],
  ['get_mint_limit', { tick: 'ordi' }, 'tick'],
  ['get_mint_txsize', { tick: 'ordi', amount: '1000', fee_rate: 5 }, 'tick'],
  ['create_mint_task', { tick: 'ordi', amount: '1', fee_rate: 5, receive_address: alice }, 'tick'],
  ['get_mint_history_list', {}, undefined],
  ['upload_deployicon', { file_name: 'icon.png', image: pngBytes(100).toString('base64') }, 'file_name'],
  ['list_for_sale', { inscription_id: inscriptionId, psbt: 'cHNidP8=' }, 'inscription_id'],
  ['delist_for_sale', { order_id: orderId }, 'order_id'],
  ['buy_brc20', { order_id: orderId, fee_rate: 2, public_key: publicKey }, 'order_id'],
  ['buy_brc20_send_success', { order_id: orderId, psbt: 'cHNidP8=' }, 'order_id'],
  ['cancel_buy_brc20', { order_id: orderId }, 'order_id'],
  ['get_purchase_quote', { order_ids: [orderId], fee_rate: 2 }, 'order_ids'],
  [
    'prepare_cancel_on_chain',
    { order_id: orderId, ordinals_public_key: publicKey, fee_rate: 2, public_key: publicKey },
    'order_id',
  ],
  ['cancel_on_chain', { transaction_id: orderId, psbt: 'cHNidP8=' }, 'transaction_id'],
  ['get_my_waiting_purchases', {}, undefined],
  ['prepare_speed_up', { txid, fee_rate: 2 }, 'txid'],
  ['speed_up', { txid, psbt: 'cHNidP8=' }, 'txid'],
];

describe.each(testDatabases)('BRC-20 input validation over HTTP ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let auth: Record<string, string>;
  const call = (path: string, body: unknown) => postJson(server.url, `/btc/brc_20/${path}`, body, auth);
  const refusal = async (path: string, body: unknown) => {
    const { status, body: envelope } = await call(path, body);
    expect([path, status, envelope.code]).toEqual([path, 400, 10010001]);
    return envelope.msg;
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    const userId = await insertUser(database.db);
    auth = { authorization: `Bearer ${await sessionTokenFor(server.services, { userId, address: alice })}` };
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('documents every BRC-20 path of spec §7 in /openapi.json', async () => {
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    const documented = Object.keys(document.paths).filter((path) => path.startsWith('/btc/brc_20/'));
    expect(documented.sort()).toEqual(endpoints.map(([path]) => `/btc/brc_20/${path}`).sort());
  });

  it.each(endpoints)('%s accepts its valid body (an answer, never a validation refusal)', async (path, valid) => {
    const { status, body } = await call(path, valid);
    expect(body.code).not.toBe(10010001);
    // Orders to inscribe are checked, then refused with 503 until the inscriber ships; nothing else may fail.
    if (body.code !== 10060002) expect(status).toBeLessThan(500);
  });

  it.each(endpoints.filter(([, , required]) => required !== undefined))(
    '%s refuses a missing field by name',
    async (path, _valid, required) => {
      expect(await refusal(path, {})).toContain(String(required));
    },
  );

  it.each(endpoints)('%s refuses wrong types', async (path, valid) => {
    const wrong = Object.fromEntries(Object.keys(valid).map((key) => [key, typeof valid[key] === 'string' ? 42 : 'x']));
    if (Object.keys(wrong).length === 0) wrong.page = 'first';
    expect(await refusal(path, wrong)).toMatch(/^Invalid request\. \S/);
  });

  it.each([['abc'], ['abcdef'], [''], ['ordiordi']])('refuses the tick %j with the byte rule', async (tick) => {
    const message = await refusal('get_tick', { tick });
    expect(message).toContain('tick');
  });

  it('counts tick length in UTF-8 bytes, not characters', async () => {
    // Two 2-byte characters make a 4-byte tick, which is valid (and simply not deployed).
    expect((await call('get_tick', { tick: 'éé' })).body.code).toBe(10040004);
    expect(await refusal('get_tick', { tick: 'ééé' })).toContain('tick must be 4 bytes');
  });

  it.each([
    ['-1', 'has something other than digits and one decimal point'],
    ['1e5', 'has something other than digits and one decimal point'],
    [' 1', 'has something other than digits and one decimal point'],
    ['0', 'is zero'],
    ['1.', 'needs a digit on each side of the decimal point'],
    ['.5', 'needs a digit on each side of the decimal point'],
    ['007', 'has a leading zero'],
    ['00.1', 'has a leading zero'],
    ['1.0000000000000000001', 'has more than 18 decimals'],
    ['18446744073709551616', 'is more than 2^64 - 1 tokens'],
  ])('refuses the amount %j: it %s', async (amount, reason) => {
    const message = await refusal('get_mint_txsize', { tick: 'ordi', amount });
    expect(message).toContain('amount: must be a positive decimal string');
    expect(message).toContain(reason);
  });

  it('refuses addresses of another network or none at all', async () => {
    expect(await refusal('get_user_ticks', { address: mainnetAddress })).toContain(
      'address: Address format error: not a valid devnet address',
    );
    expect(
      await refusal('create_mint_task', { tick: 'ordi', amount: '1', fee_rate: 5, receive_address: 'nope' }),
    ).toContain('receive_address');
  });

  it('bounds paging, sorts and rates', async () => {
    expect(await refusal('get_ticks', { limit: 101 })).toContain('limit');
    expect(await refusal('get_ticks', { page: 0 })).toContain('page');
    expect(await refusal('get_ticks', { sort: 'sideways' })).toContain('sort');
    expect(await refusal('get_on_sale_order_list', { tick: 'ordi', sort_by: 'vibes' })).toContain('sort_by');
    expect(await refusal('get_mint_txsize', { tick: 'ordi', amount: '1', fee_rate: 0 })).toContain('fee_rate');
    expect(await refusal('get_mint_txsize', { tick: 'ordi', amount: '1', repeat: 1001 })).toContain('repeat');
    expect(await refusal('get_ticks', { extra: 1, limit: 'x' })).toContain('limit');
  });

  it('takes icons under 102400 bytes with an image name, and serves them back safely', async () => {
    const exact = await call('upload_deployicon', {
      file_name: 'big.png',
      image: pngBytes(102_400).toString('base64'),
    });
    expect([exact.status, exact.body.code]).toEqual([400, 10010001]);
    expect(exact.body.msg).toContain('image: image must be smaller than 102400 bytes');
    expect(
      await refusal('upload_deployicon', { file_name: 'icon.exe', image: pngBytes(100).toString('base64') }),
    ).toContain('file_name must end in .jpeg, .jpg, .webp, .png, .gif or .svg');
    expect(await refusal('upload_deployicon', { file_name: 'icon.png', image: '***' })).toContain('base64');
    expect(
      await refusal('upload_deployicon', { file_name: 'icon.gif', image: pngBytes(100).toString('base64') }),
    ).toContain('image does not contain the kind of picture its file_name says');

    const largest = pngBytes(102_399);
    const { body } = await call('upload_deployicon', {
      file_name: 'Logo.PNG',
      image: `data:image/png;base64,${largest.toString('base64')}`,
      tick: 'newt',
    });
    expect(body).toMatchObject({ code: 0, data: { size: 102_399, content_type: 'image/png' } });
    const served = await fetch(new URL((body.data as { icon_url: string }).icon_url, server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await served.arrayBuffer()).equals(largest)).toBe(true);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgUpload = await call('upload_deployicon', { file_name: 'a.svg', image: svg.toString('base64') });
    const svgServed = await fetch(new URL((svgUpload.body.data as { icon_url: string }).icon_url, server.url));
    expect(svgServed.headers.get('content-type')).toBe('image/svg+xml');
    expect(svgServed.headers.get('content-security-policy')).toContain('sandbox');
    expect((await fetch(new URL(`/btc/brc_20/deploy_icon/${orderId}`, server.url))).status).toBe(404);
  });
});
