import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesToHex } from '@ordmarket/protocol';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import {
  hookTimeout,
  inscriptionIdOf,
  openMarket,
  testSeller,
  txidOf,
  type MarketUnderTest,
} from './testing/marketTestKit';

const address = testSeller(1).address;
const unknownInscription = inscriptionIdOf(999);
const unknownOrder = '00000000-0000-4000-8000-00000000abcd';
const emptyPage = { items: [], total: 0, has_next: false };
/** What a buy adds to the order ids: the fee rate and the buyer's payment key. */
const payer = { fee_rate: 2, public_key: bytesToHex(testSeller(1).publicKey) };
const code = (name: keyof typeof errorCodes) => errorCodes[name].code;

/** Each endpoint with a valid call on an empty market and what it must answer. */
const emptyCalls: Array<{
  path: string;
  body: unknown;
  signedIn?: boolean;
  answer: { data: unknown } | { code: number };
}> = [
  { path: '/btc/ordinals/get_popular_collections', body: {}, answer: { data: emptyPage } },
  { path: '/btc/ordinals/get_new_collections', body: { page: 1, limit: 10 }, answer: { data: emptyPage } },
  { path: '/btc/ordinals/get_trending_collections', body: { period: '7d' }, answer: { data: emptyPage } },
  { path: '/btc/ordinals/search_collections', body: { keyword: 'punks' }, answer: { data: emptyPage } },
  {
    path: '/btc/ordinals/get_collection_detail',
    body: { collection_id: 'nope' },
    answer: { code: code('collectionNotFound') },
  },
  {
    path: '/btc/ordinals/get_collection_inscription_list',
    body: { collection_id: 'nope' },
    answer: { code: code('collectionNotFound') },
  },
  {
    path: '/btc/ordinals/get_collection_order_list',
    body: { collection_id: 'nope' },
    answer: { code: code('collectionNotFound') },
  },
  {
    path: '/btc/ordinals/get_collection_attributes',
    body: { collection_id: 'nope' },
    answer: { code: code('collectionNotFound') },
  },
  {
    path: '/btc/ordinals/get_inscription_detail',
    body: { inscription_id: unknownInscription },
    answer: { code: code('inscriptionNotFound') },
  },
  {
    path: '/btc/ordinals/get_inscription_order_list',
    body: { inscription_id: unknownInscription },
    answer: { code: code('inscriptionNotFound') },
  },
  {
    path: '/btc/ordinals/get_inscription_utxo',
    body: { inscription_id: unknownInscription },
    answer: { code: code('inscriptionNotFound') },
  },
  {
    path: '/btc/ordinals/get_inscription_by_ids',
    body: { inscription_ids: [unknownInscription] },
    answer: { data: { items: [] } },
  },
  { path: '/btc/ordinals/filter_inscription', body: { outputs: [`${txidOf(1)}:0`] }, answer: { data: { items: [] } } },
  { path: '/btc/ordinals/filter_inscription', body: [`${txidOf(1)}:0`], answer: { data: { items: [] } } },
  { path: '/btc/ordinals/get_user_collections', body: { address }, answer: { data: emptyPage } },
  { path: '/btc/ordinals/get_user_collections', body: {}, signedIn: true, answer: { data: emptyPage } },
  { path: '/btc/ordinals/owner/collections', body: {}, signedIn: true, answer: { data: emptyPage } },
  {
    path: '/btc/ordinals/list_for_sale',
    body: { inscription_id: unknownInscription, psbt: 'cHNidP8=' },
    signedIn: true,
    answer: { code: code('inscriptionNotFound') },
  },
  {
    path: '/btc/ordinals/delist_for_sale',
    body: { order_id: unknownOrder },
    signedIn: true,
    answer: { code: code('orderNotFound') },
  },
  {
    path: '/btc/ordinals/buy_ordinals',
    body: { order_id: unknownOrder, ...payer },
    signedIn: true,
    answer: { code: code('orderNotFound') },
  },
  {
    path: '/btc/ordinals/cancel_buy_ordinals',
    body: { order_id: unknownOrder },
    signedIn: true,
    answer: { code: code('orderNotFound') },
  },
  {
    path: '/btc/ordinals/buy_ordinals_send_success',
    body: { order_id: unknownOrder, psbt: 'cHNidP8=' },
    signedIn: true,
    answer: { code: code('orderNotFound') },
  },
  {
    path: '/btc/ordinals/buy_ordinals_list',
    body: { order_ids: [unknownOrder], ...payer },
    signedIn: true,
    answer: { code: code('orderNotFound') },
  },
  {
    path: '/btc/ordinals/buy_ordinals_list_send_success',
    body: { order_ids: [unknownOrder], psbt: 'cHNidP8=' },
    signedIn: true,
    answer: { code: code('orderNotFound') },
  },
  {
    path: '/btc/ordinals/cancel_buy_ordinals_list',
    body: { order_ids: [unknownOrder] },
    signedIn: true,
    answer: { code: code('orderNotFound') },
  },
  { path: '/btc/ordinals/mint_now_list', body: {}, answer: { data: emptyPage } },
  { path: '/btc/ordinals/mint_detail', body: { collection_id: 'nope' }, answer: { code: code('collectionNotFound') } },
  {
    path: '/btc/ordinals/pre_mint_tx',
    body: { collection_id: 'nope', mint_num: 1, fee_rate: 12 },
    answer: { code: code('collectionNotFound') },
  },
  {
    path: '/btc/ordinals/gen_mint_payment',
    body: { collection_id: 'nope', fee_rate: 12, mint_num: 1, receiver_address: address, refund_address: address },
    signedIn: true,
    answer: { code: code('collectionNotFound') },
  },
  {
    path: '/btc/ordinals/update_order_txid',
    body: { order_id: unknownOrder, txid: txidOf(5) },
    signedIn: true,
    answer: { code: code('orderNotFound') },
  },
  {
    path: '/phoenix/public/get_banners_by_position',
    body: { position_id: 'home-banner' },
    answer: { data: { banners: [] } },
  },
  { path: '/phoenix/public/ordinals/recommend_collections', body: {}, answer: { data: emptyPage } },
];

/** Bad input for each endpoint, and the field the refusal must name. */
const badCalls: Array<{ path: string; body: unknown; field: string; signedIn?: boolean }> = [
  { path: '/btc/ordinals/get_popular_collections', body: { page: 0 }, field: 'page' },
  { path: '/btc/ordinals/get_new_collections', body: { limit: 1000 }, field: 'limit' },
  { path: '/btc/ordinals/get_trending_collections', body: { period: '1y' }, field: 'period' },
  { path: '/btc/ordinals/search_collections', body: {}, field: 'keyword' },
  { path: '/btc/ordinals/search_collections', body: { keyword: '   ' }, field: 'keyword' },
  { path: '/btc/ordinals/get_collection_detail', body: { collection_id: 7 }, field: 'collection_id' },
  {
    path: '/btc/ordinals/get_collection_inscription_list',
    body: { collection_id: 'c', sort: 'cheapest' },
    field: 'sort',
  },
  {
    path: '/btc/ordinals/get_collection_inscription_list',
    body: { collection_id: 'c', min_price: -1 },
    field: 'min_price',
  },
  {
    path: '/btc/ordinals/get_collection_inscription_list',
    body: { collection_id: 'c', attributes: [{ trait_type: 'hat' }] },
    field: 'attributes.0.value',
  },
  { path: '/btc/ordinals/get_collection_order_list', body: { collection_id: 'c', status: 'gone' }, field: 'status' },
  { path: '/btc/ordinals/get_collection_attributes', body: {}, field: 'collection_id' },
  { path: '/btc/ordinals/get_inscription_detail', body: { inscription_id: 'abc' }, field: 'inscription_id' },
  {
    path: '/btc/ordinals/get_inscription_order_list',
    body: { inscription_id: `${txidOf(1)}x0` },
    field: 'inscription_id',
  },
  { path: '/btc/ordinals/get_inscription_utxo', body: {}, field: 'inscription_id' },
  { path: '/btc/ordinals/get_inscription_by_ids', body: { inscription_ids: [] }, field: 'inscription_ids' },
  { path: '/btc/ordinals/filter_inscription', body: { outputs: ['nothex:0'] }, field: 'outputs' },
  { path: '/btc/ordinals/get_user_collections', body: { address: 'bc1qnotanaddress' }, field: 'address' },
  { path: '/btc/ordinals/owner/collections', body: { page: 'one' }, field: 'page', signedIn: true },
  { path: '/btc/ordinals/list_for_sale', body: { inscription_id: inscriptionIdOf(1) }, field: 'psbt', signedIn: true },
  { path: '/btc/ordinals/delist_for_sale', body: {}, field: 'order_id', signedIn: true },
  { path: '/btc/ordinals/buy_ordinals', body: { order_id: 'not-a-uuid' }, field: 'order_id', signedIn: true },
  { path: '/btc/ordinals/cancel_buy_ordinals', body: {}, field: 'order_id', signedIn: true },
  {
    path: '/btc/ordinals/buy_ordinals_send_success',
    body: { order_id: unknownOrder },
    field: 'psbt',
    signedIn: true,
  },
  {
    path: '/btc/ordinals/buy_ordinals_list',
    body: { order_ids: Array.from({ length: 10 }, () => unknownOrder) },
    field: 'order_ids',
    signedIn: true,
  },
  {
    path: '/btc/ordinals/buy_ordinals_list_send_success',
    body: { order_ids: [unknownOrder] },
    field: 'psbt',
    signedIn: true,
  },
  { path: '/btc/ordinals/cancel_buy_ordinals_list', body: { order_ids: 'all' }, field: 'order_ids', signedIn: true },
  { path: '/btc/ordinals/mint_now_list', body: { limit: 0 }, field: 'limit' },
  { path: '/btc/ordinals/mint_detail', body: { collection_id: '' }, field: 'collection_id' },
  { path: '/btc/ordinals/pre_mint_tx', body: { collection_id: 'c', mint_num: 1, fee_rate: 0 }, field: 'fee_rate' },
  {
    path: '/btc/ordinals/gen_mint_payment',
    body: { collection_id: 'c', fee_rate: 12, mint_num: 1, receiver_address: 'bc1qxyz', refund_address: address },
    field: 'receiver_address',
    signedIn: true,
  },
  {
    path: '/btc/ordinals/gen_mint_payment',
    body: { collection_id: 'c', fee_rate: 12, mint_num: 0, receiver_address: address, refund_address: address },
    field: 'mint_num',
    signedIn: true,
  },
  { path: '/btc/ordinals/update_order_txid', body: { order_id: unknownOrder }, field: 'txid', signedIn: true },
  { path: '/phoenix/public/get_banners_by_position', body: {}, field: 'position_id' },
  { path: '/phoenix/public/ordinals/recommend_collections', body: { page: -2 }, field: 'page' },
  { path: '/api/v1/rates/usd_btc', body: { currency: 'eur' }, field: 'currency' },
  { path: '/api/v1/rates/brc_network_fee', body: { x: 1 }, field: 'x' },
];

describe.each(testDatabases)('NFT market on an empty database ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;
  beforeAll(async () => {
    market = await openMarket(testDatabase);
    token = await market.tokenFor(address);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it.each(emptyCalls)('$path answers its empty result', async ({ path, body, signedIn, answer }) => {
    const { status, body: envelope } = await market.call(path, body, signedIn ? token : undefined);
    if ('data' in answer) {
      expect(envelope).toEqual({ code: 0, msg: 'ok', data: answer.data });
      expect(status).toBe(200);
    } else {
      expect(envelope.code).toBe(answer.code);
      expect(envelope.msg.length).toBeGreaterThan(10);
      expect(envelope.data).toBeNull();
    }
  });

  it.each(badCalls)('$path refuses bad $field', async ({ path, body, field, signedIn }) => {
    const { status, body: envelope } = await market.call(path, body, signedIn ? token : undefined);
    expect(status).toBe(400);
    expect(envelope.code).toBe(errorCodes.invalidRequest.code);
    expect(envelope.msg).toContain(field);
  });

  it('asks visitors to sign in before acting for an address', async () => {
    for (const path of [
      '/btc/ordinals/list_for_sale',
      '/btc/ordinals/buy_ordinals',
      '/btc/ordinals/gen_mint_payment',
    ]) {
      const body =
        path === '/btc/ordinals/gen_mint_payment'
          ? { collection_id: 'c', fee_rate: 12, mint_num: 1, receiver_address: address, refund_address: address }
          : path === '/btc/ordinals/list_for_sale'
            ? { inscription_id: unknownInscription, psbt: 'cHNidP8=' }
            : { order_id: unknownOrder, ...payer };
      const { body: envelope } = await market.call(path, body);
      expect(envelope.code, path).toBe(errorCodes.signInRequired.code);
    }
  });

  it("says 'Address format error' for a bad refund address", async () => {
    const { status, body } = await market.call(
      '/btc/ordinals/gen_mint_payment',
      { collection_id: 'c', fee_rate: 12, mint_num: 1, receiver_address: address, refund_address: 'bc1qnot' },
      token,
    );
    expect(status).toBe(400);
    expect(body.msg).toContain('refund_address: Address format error');
  });

  it('names the wrong network in an address refusal', async () => {
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
    const { body } = await market.call('/btc/ordinals/get_user_collections', { address: mainnet });
    expect(body.msg).toContain(`address: Invalid address: Not a devnet address: "${mainnet}"`);
  });

  it("answers the BRC network fee from the chain's recommendation until one is set", async () => {
    const { body } = await market.call('/api/v1/rates/brc_network_fee', {});
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ source: 'chain', fee_rate: expect.any(Number) as number });
  });

  it('documents every market path in the OpenAPI document', async () => {
    const response = await fetch(new URL('/openapi.json', market.server.url));
    const document = (await response.json()) as { paths: Record<string, unknown> };
    for (const { path } of [...emptyCalls, ...badCalls]) expect(Object.keys(document.paths)).toContain(path);
  });
});
