import { estimateVirtualSize } from '@ordmarket/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintOrders, mints } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import { repeatMintMessage } from './genMintPayment';
import { hookTimeout, openMarket, seedCollection, testSeller, txidOf, type MarketUnderTest } from './marketTestKit';

const minter = testSeller(5);
const minterId = '00000000-0000-4000-8000-000000000005';
const now = () => Math.floor(Date.now() / 1000);

describe.each(testDatabases)('launchpad mints ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;
  let paidOrderId: string;
  const order = (body: Record<string, unknown> = {}) =>
    market.call(
      '/btc/ordinals/gen_mint_payment',
      {
        collection_id: 'combos',
        fee_rate: 10,
        mint_num: 1,
        receiver_address: minter.address,
        refund_address: minter.address,
        ...body,
      },
      token,
    );

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    token = await market.tokenFor(minter.address, minterId);
    const { db } = market;
    await seedCollection(db, 'combos', { name: 'Combos' });
    await seedCollection(db, 'later', { name: 'Later' });
    await seedCollection(db, 'plain', { name: 'Plain' });
    await db.insert(mints).values([
      {
        id: 'mint-combos',
        collectionId: 'combos',
        publicStartAtSec: now() - 3600,
        mintPriceSats: 10_000n,
        inscriptionPostageSats: 546n,
        serviceFeeSats: 1000n,
        supply: 10,
        mintedNum: 2,
        maxMintNum: 3,
        recursiveContent: ['head', 'body'],
      },
      { id: 'mint-later', collectionId: 'later', publicStartAtSec: now() + 3600, mintPriceSats: 1n, supply: 5 },
    ]);
    const [paid] = await db
      .insert(mintOrders)
      .values({
        mintId: 'mint-combos',
        collectionId: 'combos',
        userId: minterId,
        receiverAddress: minter.address,
        refundAddress: minter.address,
        feeRate: 10,
        mintNum: 1,
        recursiveContent: 'head+body',
        paymentAddress: minter.address,
        serviceFeeSats: 1000n,
        inscriptionPostageSats: 546n,
        mintPriceSats: 10_000n,
        networkFeeSats: 2000n,
      })
      .returning({ id: mintOrders.id });
    paidOrderId = paid?.id ?? '';
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('lists open and upcoming mints with the spec’s mint info', async () => {
    const { body } = await market.call('/btc/ordinals/mint_now_list', {});
    expect(body.data).toMatchObject({
      total: 2,
      has_next: false,
      items: [
        { mint_id: 'mint-combos', status: 'public', available_num: 8, mint: 2, mint_price: 10_000, max_mint_num: 3 },
        { mint_id: 'mint-later', status: 'upcoming' },
      ],
    });
    const detail = await market.call('/btc/ordinals/mint_detail', { collection_id: 'combos' }, token);
    expect(detail.body.data).toMatchObject({ qualified: true, recursive_content: ['head', 'body'], name: 'Combos' });
    const none = await market.call('/btc/ordinals/mint_detail', { collection_id: 'plain' });
    expect(none.body).toMatchObject({ code: errorCodes.mintRefused.code, msg: 'This collection has no mint open.' });
  });

  it('prices a mint order from the mint and the fee rate', async () => {
    const { body } = await market.call('/btc/ordinals/pre_mint_tx', {
      collection_id: 'combos',
      mint_num: 2,
      fee_rate: 10,
    });
    const size = estimateVirtualSize(1, 3) + 2n * estimateVirtualSize(1, 1);
    expect(body.data).toEqual({
      available_num: 8,
      inscription_postage: 1092,
      mint_price: 20_000,
      service_fee: 2000,
      tx_size: Number(size),
      network_fee: Number(size) * 10,
    });
  });

  it('answers 10180005 with an empty repeat order for a combination already minted', async () => {
    const { status, body } = await order({ recursive_content: 'head+body' });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: errorCodes.repeatMint.code,
      msg: repeatMintMessage,
      data: {
        isRepeat: true,
        order_id: '',
        service_fee: 0,
        inscription_postage: 0,
        mint_price: 0,
        network_fee: 0,
        payment_address: '',
      },
    });
    expect(body.msg).toBe('This combo has already been minted, do you want to mint it again? ');
  });

  it('answers an earlier order again when its id is given (a retry)', async () => {
    const { body } = await order({ order_id: paidOrderId, recursive_content: 'head+body' });
    expect(body).toMatchObject({ code: 0, data: { isRepeat: false, order_id: paidOrderId, network_fee: 2000 } });
  });

  it('refuses orders the mint cannot take, saying why', async () => {
    const refusal = async (body: Record<string, unknown>) => (await order(body)).body;
    expect(await refusal({ mint_num: 4 })).toMatchObject({
      code: errorCodes.mintRefused.code,
      msg: 'You can mint at most 3 in one order.',
    });
    expect(await refusal({ collection_id: 'later' })).toMatchObject({ msg: 'This mint has not started yet.' });
    expect(await refusal({ collection_id: 'plain' })).toMatchObject({ msg: 'This collection has no mint open.' });
    expect((await refusal({ collection_id: 'ghost' })).code).toBe(errorCodes.collectionNotFound.code);
    const duplicate = await refusal({ recursive_content: 'head+body', allow_duplicate_recursive_content: true });
    expect(duplicate.code).toBe(errorCodes.mintRefused.code);
    expect(duplicate.msg).toMatch(/^Minting is not open on this server yet/);
  });

  it('records a mint payment once; the same report again succeeds, another transaction is refused', async () => {
    const report = (txid: string, as = token) =>
      market.call('/btc/ordinals/update_order_txid', { order_id: paidOrderId, txid }, as);
    const first = await report(txidOf(500));
    expect(first.body).toEqual({
      code: 0,
      msg: 'ok',
      data: { order_id: paidOrderId, txid: txidOf(500), status: 'paid' },
    });
    expect((await report(txidOf(500))).body).toEqual(first.body);
    expect((await report(txidOf(501))).body.code).toBe(errorCodes.mintRefused.code);
    const stranger = await market.tokenFor(testSeller(6).address, '00000000-0000-4000-8000-000000000006');
    expect((await report(txidOf(500), stranger)).body.code).toBe(errorCodes.orderNotFound.code);
  });
});
