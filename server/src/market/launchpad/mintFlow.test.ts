import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscriptionOrders, mintItems, mintOrders, mints, mintWhitelist } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import type { MintOrder } from '../../inscribing/testing/inscriptionTestKit';
import { testDatabases } from '../../testing/testDatabases';
import { repeatMintMessage } from './genMintPayment';
import {
  hookTimeout,
  openMarket,
  seedCollection,
  testSeller,
  txidOf,
  type MarketUnderTest,
} from '../nft/testing/marketTestKit';
import { taprootBuyer } from '../nft/testing/purchaseTestKit';

const minter = taprootBuyer(5);
const minterId = '00000000-0000-4000-8000-000000000005';
const listed = taprootBuyer(6);
const listedId = '00000000-0000-4000-8000-000000000006';
const stranger = taprootBuyer(7);
const strangerId = '00000000-0000-4000-8000-000000000007';
const creator = testSeller(8);
const now = Math.floor(Date.now() / 1000);
const hour = 3600;
/** A devnet taproot address: what every order's payment address is, one of the service wallet's own. */
const devnetTaproot = /^tb1p[02-9ac-hj-np-z]{58}$/;

type RepeatableMintOrder = MintOrder & { isRepeat: boolean };
interface MintCost {
  available_num: number;
  inscription_postage: number;
  mint_price: number;
  network_fee: number;
  service_fee: number;
  total_amount: number;
  tx_size: number;
}

const itemsOf = (mintId: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    mintId,
    position: index + 1,
    name: `${mintId} #${index + 1}`,
    contentType: 'image/svg+xml',
    // Items grow with their position: an order is sized by the largest one still free.
    body: new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(index * 10)}</svg>`),
  }));

describe.each(testDatabases)('launchpad mints ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;
  let listedToken: string;
  let strangerToken: string;

  const order = (body: Record<string, unknown> = {}, as?: string) =>
    market.call(
      '/btc/ordinals/gen_mint_payment',
      {
        collection_id: 'shapes',
        fee_rate: 10,
        mint_num: 1,
        receiver_address: minter.address,
        refund_address: minter.address,
        ...body,
      },
      as ?? token,
    );
  /** A placed order's answer; the test fails with the server's words when it was refused. */
  const placed = async (body: Record<string, unknown> = {}, as?: string): Promise<RepeatableMintOrder> => {
    const answer = await order(body, as);
    expect(answer.body).toMatchObject({ code: 0, msg: 'ok', data: { isRepeat: false } });
    return answer.body.data as RepeatableMintOrder;
  };
  const refusal = async (body: Record<string, unknown>, as?: string) => {
    const { status, body: envelope } = await order(body, as);
    return { status, code: envelope.code, msg: envelope.msg };
  };
  const expire = (orderId: string) =>
    market.db.update(inscriptionOrders).set({ status: 'expired' }).where(eq(inscriptionOrders.id, orderId));

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    token = await market.tokenFor(minter.address, minterId);
    listedToken = await market.tokenFor(listed.address, listedId);
    strangerToken = await market.tokenFor(stranger.address, strangerId);
    const { db } = market;
    for (const id of ['shapes', 'combos', 'listed', 'scarce', 'later', 'over', 'gone', 'retries']) {
      await seedCollection(db, id, { name: id, creatorAddress: creator.address });
    }
    await seedCollection(db, 'uncredited', { name: 'Uncredited' });
    await seedCollection(db, 'plain', { name: 'Plain' });
    const priced = { mintPriceSats: 10_000n, serviceFeeSats: 1_000n };
    await db.insert(mints).values([
      { id: 'mint-shapes', collectionId: 'shapes', publicStartAtSec: now - hour, ...priced, supply: 10, maxMintNum: 3 },
      {
        id: 'mint-combos',
        collectionId: 'combos',
        publicStartAtSec: now - hour + 60,
        ...priced,
        supply: 100,
        mintedNum: 2,
        maxMintNum: 10,
        recursiveContent: ['head', 'body', 'hat'],
      },
      {
        id: 'mint-listed',
        collectionId: 'listed',
        whiteListStartAtSec: now - hour + 120,
        whiteListEndAtSec: now + hour,
        publicStartAtSec: now + hour,
        ...priced,
        supply: 10,
        maxMintNum: 5,
      },
      {
        id: 'mint-scarce',
        collectionId: 'scarce',
        publicStartAtSec: now - hour + 180,
        ...priced,
        supply: 4,
        mintedNum: 3,
        maxMintNum: 5,
      },
      {
        id: 'mint-uncredited',
        collectionId: 'uncredited',
        publicStartAtSec: now - hour + 240,
        ...priced,
        supply: 5,
        maxMintNum: 5,
      },
      {
        id: 'mint-retries',
        collectionId: 'retries',
        publicStartAtSec: now - hour + 300,
        ...priced,
        supply: 10,
        maxMintNum: 10,
      },
      { id: 'mint-later', collectionId: 'later', publicStartAtSec: now + 2 * hour, ...priced, supply: 5 },
      {
        id: 'mint-over',
        collectionId: 'over',
        publicStartAtSec: now - 2 * hour,
        publicEndAtSec: now - hour,
        ...priced,
        supply: 5,
      },
      { id: 'mint-gone', collectionId: 'gone', publicStartAtSec: now - hour, ...priced, supply: 3, mintedNum: 3 },
    ]);
    for (const mintId of ['mint-shapes', 'mint-listed', 'mint-scarce', 'mint-uncredited', 'mint-retries']) {
      await db.insert(mintItems).values(itemsOf(mintId, 10));
    }
    await db.insert(mintWhitelist).values({ mintId: 'mint-listed', address: listed.address, maxMintNum: 2 });
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('lists running and upcoming mints, soonest first, without ended or sold-out ones', async () => {
    const { body } = await market.call('/btc/ordinals/mint_now_list', {});
    expect(body.code).toBe(0);
    const page = body.data as { items: Array<{ mint_id: string; status: string }>; total: number; has_next: boolean };
    expect(page.items.map((item) => [item.mint_id, item.status])).toEqual([
      ['mint-shapes', 'public'],
      ['mint-combos', 'public'],
      ['mint-listed', 'white_list'],
      ['mint-scarce', 'public'],
      ['mint-uncredited', 'public'],
      ['mint-retries', 'public'],
      ['mint-later', 'upcoming'],
    ]);
    expect(page).toMatchObject({ total: 7, has_next: false });
    expect(page.items[1]).toMatchObject({
      name: 'combos',
      collection_id: 'combos',
      mint: 2,
      supply: 100,
      available_num: 98,
      mint_price: 10_000,
      max_mint_num: 10,
      recursive_content: ['head', 'body', 'hat'],
    });
    const second = await market.call('/btc/ordinals/mint_now_list', { page: 2, limit: 3 });
    expect(second.body.data).toMatchObject({ total: 7, has_next: true, items: [{ mint_id: 'mint-scarce' }, {}, {}] });
  });

  it('says who may mint now: anyone in the public phase, only listed addresses in the whitelist phase', async () => {
    const qualified = async (collectionId: string, as?: string) => {
      const { body } = await market.call('/btc/ordinals/mint_detail', { collection_id: collectionId }, as);
      expect(body.code).toBe(0);
      return (body.data as { qualified: boolean }).qualified;
    };
    expect(await qualified('shapes')).toBe(true);
    expect(await qualified('shapes', token)).toBe(true);
    expect(await qualified('listed', listedToken)).toBe(true);
    expect(await qualified('listed', token)).toBe(false);
    expect(await qualified('listed')).toBe(false);
    expect(await qualified('later', token)).toBe(false);
    const detail = await market.call('/btc/ordinals/mint_detail', { collection_id: 'listed' }, listedToken);
    expect(detail.body.data).toMatchObject({ status: 'white_list', mint_id: 'mint-listed', max_mint_num: 5 });
    const none = await market.call('/btc/ordinals/mint_detail', { collection_id: 'plain' });
    expect(none.body).toMatchObject({ code: errorCodes.mintRefused.code, msg: 'This collection has no mint open.' });
    const ghost = await market.call('/btc/ordinals/mint_detail', { collection_id: 'ghost' });
    expect(ghost.body.code).toBe(errorCodes.collectionNotFound.code);
  });

  it('quotes a mint as the order then charges a taproot receiver, and places it at an address of its own', async () => {
    const quote = await market.call('/btc/ordinals/pre_mint_tx', { collection_id: 'shapes', mint_num: 2, fee_rate: 7 });
    expect(quote.body.code).toBe(0);
    const cost = quote.body.data as MintCost;
    expect(cost).toMatchObject({
      available_num: 10,
      mint_price: 20_000,
      service_fee: 2_000,
      inscription_postage: 1_092,
    });
    expect(cost.tx_size).toBeGreaterThan(0);
    expect(cost.network_fee).toBe(cost.tx_size * 7);
    // The one total: what the order's address must receive, the four amounts' sum.
    expect(cost.total_amount).toBe(cost.mint_price + cost.service_fee + cost.inscription_postage + cost.network_fee);
    const single = (
      await market.call('/btc/ordinals/pre_mint_tx', { collection_id: 'shapes', mint_num: 1, fee_rate: 7 })
    ).body.data as MintCost;
    expect(single.network_fee).toBeLessThan(cost.network_fee);

    const first = await placed({ mint_num: 2, fee_rate: 7 });
    expect(first).toMatchObject({
      isRepeat: false,
      mint_price: cost.mint_price,
      service_fee: cost.service_fee,
      inscription_postage: cost.inscription_postage,
      network_fee: cost.network_fee,
      total_amount: cost.total_amount,
    });
    expect(first.payment_address).toMatch(devnetTaproot);
    const row = await market.db.select().from(inscriptionOrders).where(eq(inscriptionOrders.id, first.order_id));
    expect(row[0]).toMatchObject({
      kind: 'launchpad_mint',
      status: 'awaiting_payment',
      paymentAddress: first.payment_address,
      creatorAddress: creator.address,
      creatorSats: 20_000n,
      serviceFeeSats: 2_000n,
      totalSats: BigInt(cost.total_amount),
    });
    // The address is the service wallet's child at the order's own index: the service can spend what it receives.
    expect(market.server.services.inscribing.wallet.keyAt(row[0]?.derivationIndex ?? -1).address).toBe(
      first.payment_address,
    );
    const asked = await market.db.select().from(mintOrders).where(eq(mintOrders.id, first.order_id));
    expect(asked[0]).toMatchObject({ mintId: 'mint-shapes', userId: minterId, mintNum: 2, recursiveContent: null });

    const second = await placed({ fee_rate: 7, receiver_address: listed.address });
    expect(second.payment_address).toMatch(devnetTaproot);
    expect(second.payment_address).not.toBe(first.payment_address);
    expect(second.network_fee).toBe(single.network_fee);
    // A smaller (p2wpkh) receiver output costs less than the taproot one the quote assumes: never above it.
    const segwit = await placed({ fee_rate: 7, receiver_address: testSeller(9).address });
    expect(segwit.network_fee).toBeLessThan(single.network_fee);
  });

  it('refuses a priced mint whose collection has no creator address to pay', async () => {
    const message = 'This mint has no creator address to pay, so it cannot take orders yet.';
    expect(await refusal({ collection_id: 'uncredited' })).toEqual({
      status: 400,
      code: errorCodes.mintRefused.code,
      msg: message,
    });
    const quote = await market.call('/btc/ordinals/pre_mint_tx', {
      collection_id: 'uncredited',
      mint_num: 1,
      fee_rate: 5,
    });
    expect(quote.body).toMatchObject({ code: errorCodes.mintRefused.code, msg: message });
  });

  it('takes each combination of parts once while its order is alive, unless duplicates are allowed', async () => {
    const combo = (recursiveContent: string, extra: Record<string, unknown> = {}) =>
      order({ collection_id: 'combos', recursive_content: recursiveContent, ...extra });
    const quote = (
      await market.call('/btc/ordinals/pre_mint_tx', {
        collection_id: 'combos',
        mint_num: 1,
        fee_rate: 10,
        recursive_content: 'head,body',
      })
    ).body.data as MintCost;
    const first = await combo('head,body');
    expect(first.body).toMatchObject({ code: 0, data: { isRepeat: false, network_fee: quote.network_fee } });
    const firstId = (first.body.data as RepeatableMintOrder).order_id;
    const asked = await market.db.select().from(mintOrders).where(eq(mintOrders.id, firstId));
    expect(asked[0]?.recursiveContent).toBe('head,body');

    const emptyOrder = {
      isRepeat: true,
      order_id: '',
      service_fee: 0,
      inscription_postage: 0,
      mint_price: 0,
      network_fee: 0,
      total_amount: 0,
      payment_address: '',
    };
    for (const again of ['head,body', ' head , body ']) {
      const { status, body } = await combo(again);
      expect(status).toBe(200);
      expect(body).toEqual({ code: errorCodes.repeatMint.code, msg: repeatMintMessage, data: emptyOrder });
    }
    expect(repeatMintMessage).toBe('This combo has already been minted, do you want to mint it again? ');
    // Parts stack bottom layer first: the other order is another picture.
    expect((await combo('body,head')).body.code).toBe(0);
    expect((await combo('head')).body.code).toBe(0);
    const duplicate = await combo('head,body', { allow_duplicate_recursive_content: true });
    expect(duplicate.body).toMatchObject({ code: 0, data: { isRepeat: false } });
    expect((duplicate.body.data as RepeatableMintOrder).order_id).not.toBe(firstId);

    // Once no order of it is alive (both expired unpaid), the combination can be ordered again.
    await expire(firstId);
    expect((await combo('head,body')).body.code).toBe(errorCodes.repeatMint.code);
    await expire((duplicate.body.data as RepeatableMintOrder).order_id);
    expect((await combo('head,body')).body).toMatchObject({ code: 0, data: { isRepeat: false } });
  });

  it('refuses a combination that is not a choice of the mint’s parts, each at most once', async () => {
    const invalid = async (body: Record<string, unknown>) => {
      const answer = await refusal({ collection_id: 'combos', ...body });
      expect([answer.status, answer.code]).toEqual([400, errorCodes.invalidRequest.code]);
      return answer.msg;
    };
    expect(await invalid({ recursive_content: 'head,cape' })).toBe(
      "Invalid request. recursive_content: pick each of the collection's parts at most once (cape is not one).",
    );
    expect(await invalid({ recursive_content: 'head,hat,head' })).toBe(
      "Invalid request. recursive_content: pick each of the collection's parts at most once.",
    );
    expect(await invalid({ recursive_content: ' , ' })).toContain('pick each of the collection');
    expect(await invalid({})).toBe('Invalid request. recursive_content: choose the parts to combine.');
    const plain = await refusal({ collection_id: 'shapes', recursive_content: 'head' });
    expect([plain.code, plain.msg]).toEqual([
      errorCodes.invalidRequest.code,
      'Invalid request. recursive_content: this collection has nothing to combine.',
    ]);
  });

  it("counts an address's live orders against the mint's limit", async () => {
    const receiver = { receiver_address: stranger.address };
    expect(await refusal({ mint_num: 4, ...receiver })).toMatchObject({
      code: errorCodes.mintRefused.code,
      msg: 'You can mint at most 3 from this mint.',
    });
    const two = await placed({ mint_num: 2, ...receiver });
    expect(await refusal({ mint_num: 2, ...receiver })).toMatchObject({
      code: errorCodes.mintRefused.code,
      msg: 'You can mint at most 3 from this mint, and 2 are already minted or on order for this address.',
    });
    // Another signed-in user's unpaid order to the same address counts against them, not against the address.
    await placed({ mint_num: 1, ...receiver }, strangerToken);
    await placed({ mint_num: 1, ...receiver });
    expect((await refusal({ mint_num: 1, ...receiver })).msg).toContain('and 3 are already minted or on order');
    // An order that expired unpaid no longer holds its place.
    await expire(two.order_id);
    await placed({ mint_num: 2, ...receiver });
  });

  it("lets an address's owner mint its limit whatever a stranger has ordered for it unpaid", async () => {
    const toListed = { receiver_address: listed.address };
    await placed({ mint_num: 3, ...toListed }, strangerToken);
    // The stranger's unpaid orders count against the stranger only.
    expect((await refusal({ mint_num: 1, ...toListed }, strangerToken)).msg).toBe(
      'You can mint at most 3 from this mint, and 3 are already minted or on order for this address.',
    );
    await placed({ mint_num: 3, ...toListed }, listedToken);
    expect((await refusal({ mint_num: 1, ...toListed }, listedToken)).code).toBe(errorCodes.mintRefused.code);
  });

  it('lets only listed addresses mint in the whitelist phase, each up to its own limit', async () => {
    const whitelist = (body: Record<string, unknown>) =>
      refusal({ collection_id: 'listed', receiver_address: listed.address, ...body }, listedToken);
    expect(await whitelist({ mint_num: 3 })).toMatchObject({
      code: errorCodes.mintRefused.code,
      msg: 'You can mint at most 2 from this mint.',
    });
    expect(await whitelist({ mint_num: 2 })).toMatchObject({ code: 0 });
    expect(await whitelist({ mint_num: 1 })).toMatchObject({
      code: errorCodes.mintRefused.code,
      msg: 'You can mint at most 2 from this mint, and 2 are already minted or on order for this address.',
    });
    expect(await refusal({ collection_id: 'listed' })).toEqual({
      status: 400,
      code: errorCodes.mintRefused.code,
      msg: 'Your address is not on the whitelist of this mint. Wait for the public mint.',
    });
  });

  it('refuses what the supply, the mint window or the collection cannot take, saying why', async () => {
    expect(await refusal({ collection_id: 'scarce', mint_num: 2 })).toMatchObject({
      code: errorCodes.mintRefused.code,
      msg: 'Only 1 left to mint.',
    });
    expect((await refusal({ collection_id: 'scarce', mint_num: 1 })).code).toBe(0);
    const refusedWith = async (collectionId: string) => (await refusal({ collection_id: collectionId })).msg;
    expect(await refusedWith('gone')).toBe('This mint is sold out.');
    expect(await refusedWith('later')).toBe('This mint has not started yet.');
    expect(await refusedWith('over')).toBe('This mint has ended.');
    expect(await refusedWith('plain')).toBe('This collection has no mint open.');
    expect((await refusal({ collection_id: 'ghost' })).code).toBe(errorCodes.collectionNotFound.code);
    const soldOut = await market.call('/btc/ordinals/pre_mint_tx', { collection_id: 'gone', mint_num: 1, fee_rate: 5 });
    expect(soldOut.body.data).toEqual({
      available_num: 0,
      inscription_postage: 0,
      mint_price: 0,
      network_fee: 0,
      service_fee: 0,
      total_amount: 0,
      tx_size: 0,
    });
    const visitor = await market.call('/btc/ordinals/gen_mint_payment', {
      collection_id: 'shapes',
      fee_rate: 10,
      mint_num: 1,
      receiver_address: minter.address,
      refund_address: minter.address,
    });
    expect([visitor.status, visitor.body.code]).toEqual([401, errorCodes.signInRequired.code]);
  });

  it('answers an earlier order of the caller again when its id is given (a retry)', async () => {
    const first = await placed({ collection_id: 'retries', mint_num: 2 });
    const retry = await order({ collection_id: 'retries', mint_num: 2, order_id: first.order_id });
    expect(retry.body).toEqual({ code: 0, msg: 'ok', data: first });
    const kept = await market.db
      .select({ id: mintOrders.id })
      .from(mintOrders)
      .where(eq(mintOrders.mintId, 'mint-retries'));
    expect(kept).toHaveLength(1);
    // Someone else's order id is not theirs to read: they get an order of their own.
    const other = await placed(
      { collection_id: 'retries', receiver_address: stranger.address, order_id: first.order_id },
      strangerToken,
    );
    expect(other.order_id).not.toBe(first.order_id);
    expect(other.payment_address).not.toBe(first.payment_address);
  });

  it('records the payment txid once; the same report again succeeds, another transaction is refused', async () => {
    const mine = await placed({ collection_id: 'retries' });
    const report = (orderId: string, txid: string, as = token) =>
      market.call('/btc/ordinals/update_order_txid', { order_id: orderId, txid }, as);
    const first = await report(mine.order_id, txidOf(500));
    expect(first.body).toEqual({
      code: 0,
      msg: 'ok',
      data: { order_id: mine.order_id, txid: txidOf(500), status: 'awaiting_payment' },
    });
    expect((await report(mine.order_id, txidOf(500))).body).toEqual(first.body);
    const other = await report(mine.order_id, txidOf(501));
    expect([other.status, other.body.code]).toEqual([409, errorCodes.paymentConflict.code]);
    expect(other.body.msg).toBe(`This order was already paid by transaction ${txidOf(500)}.`);
    const another = await placed({ collection_id: 'retries' });
    const reused = await report(another.order_id, txidOf(500));
    expect([reused.status, reused.body.code, reused.body.msg]).toEqual([
      409,
      errorCodes.paymentConflict.code,
      'This transaction already paid another order.',
    ]);
    const notTheirs = await report(mine.order_id, txidOf(500), strangerToken);
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, errorCodes.orderNotFound.code]);
    const unknown = await report('00000000-0000-4000-8000-00000000dead', txidOf(502));
    expect(unknown.body.code).toBe(errorCodes.orderNotFound.code);
    const [row] = await market.db.select().from(inscriptionOrders).where(eq(inscriptionOrders.id, mine.order_id));
    expect(row?.reportedTxid).toBe(txidOf(500));
  });

  it("shows a mint order's progress to whoever placed it or receives it, and to nobody else", async () => {
    const gift = await placed({ collection_id: 'retries', receiver_address: listed.address });
    const progress = (as: string) => market.call('/btc/ordinals/get_mint_order', { order_id: gift.order_id }, as);
    const owner = await progress(token);
    expect(owner.body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        order_id: gift.order_id,
        status: 'awaiting_payment',
        payment_address: gift.payment_address,
        total_fee: gift.total_amount,
        paid: null,
        pay_txid: null,
        commit_txid: null,
        inscription_ids: [],
        refund_txid: null,
        refunded: null,
        reason: null,
        returns: [],
      },
    });
    expect((await progress(listedToken)).body).toEqual(owner.body);
    const notTheirs = await progress(strangerToken);
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, errorCodes.orderNotFound.code]);
    const visitor = await market.call('/btc/ordinals/get_mint_order', { order_id: gift.order_id });
    expect([visitor.status, visitor.body.code]).toEqual([401, errorCodes.signInRequired.code]);
  });
});
