import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenFor } from '../../auth/testing/testSession';
import type { DatabaseHandle } from '../../db/database';
import type { RunningServer } from '../../startServer';
import { testDatabases } from '../../testing/testDatabases';
import { postJson, startTestServer } from '../../testing/startTestServer';
import {
  inscriptionIdOf,
  insertBalance,
  insertOrder,
  insertTick,
  insertTransferInscription,
  insertUser,
  whole,
} from './testing/brc20TestRows';

const alice = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const bob = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe.each(testDatabases)('BRC-20 reads over HTTP ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(server.url, `/btc/brc_20/${path}`, body, headers);

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers empty pages and not-found codes before the indexer has written anything', async () => {
    const empty = { items: [], total: 0, has_next: false };
    expect((await call('get_ticks', {})).body).toEqual({ code: 0, msg: 'ok', data: empty });
    expect((await call('get_user_ticks', { address: alice })).body.data).toEqual(empty);
    expect((await call('get_user_listed_orders', { address: alice })).body.data).toEqual(empty);
    expect((await call('get_inscription_order_list', { inscription_id: inscriptionIdOf(999) })).body.data).toEqual(
      empty,
    );
    for (const path of [
      'get_tick',
      'get_trade_statistic',
      'get_fund_address_distribution',
      'get_on_sale_order_list',
      'get_sold_order_list',
      'get_mint_limit',
    ]) {
      const { status, body } = await call(path, { tick: 'none' });
      expect([path, status, body.code]).toEqual([path, 404, 10040004]);
      expect(body.msg).toContain('"none" has not been deployed');
    }
    const { status, body } = await call('get_address_coin_account', { tick: 'none', address: alice });
    expect([status, body.code]).toEqual([404, 10040004]);
    const detail = await call('get_inscription_detail', { inscription_id: inscriptionIdOf(999) });
    expect([detail.status, detail.body.code]).toEqual([404, 10040001]);
  });

  describe('with indexed tokens', () => {
    beforeAll(async () => {
      const { db } = database;
      await insertTick(db, 'ORDI', {
        holders: 30,
        mintCount: 50,
        minted: whole(21_000_000),
        deployedAt: day('2026-01-01'),
      });
      await insertTick(db, 'sats', {
        holders: 10,
        mintCount: 500,
        minted: whole(1_050_000),
        decimals: 2,
        deployedAt: day('2026-02-01'),
        deployHeight: 200,
      });
      await insertTick(db, 'pepe', { holders: 20, mintCount: 5, deployedAt: day('2026-03-01'), deployHeight: 300 });
      await insertBalance(db, 'sats', alice, whole(700) + whole(1) / 2n, whole(100));
      await insertBalance(db, 'sats', bob, whole(350));
      await insertBalance(db, 'ordi', alice, 0n, 0n);
      await insertTransferInscription(db, { tick: 'sats', ownerAddress: alice, n: 1, amount: whole(40) });
      await insertTransferInscription(db, { tick: 'sats', ownerAddress: alice, n: 2, amount: whole(60) });
      await insertTransferInscription(db, { tick: 'sats', ownerAddress: alice, n: 3, valid: false });
      await insertTransferInscription(db, { tick: 'sats', ownerAddress: bob, n: 10 });
      await insertTransferInscription(db, { tick: 'sats', ownerAddress: bob, n: 11 });
      await insertTransferInscription(db, { tick: 'sats', ownerAddress: bob, n: 12 });
      await insertTransferInscription(db, { tick: 'sats', ownerAddress: bob, n: 13 });
      // Live listings: unit prices 2, 1 and 0.5 sats per token.
      await insertOrder(db, { tick: 'sats', n: 2, amount: whole(60), priceSats: 120n, seller: alice });
      await insertOrder(db, { tick: 'sats', n: 10, amount: whole(1000), priceSats: 1000n, seller: bob });
      await insertOrder(db, { tick: 'sats', n: 11, amount: whole(2000), priceSats: 1000n, seller: bob });
      // Sales on two days; one cancelled listing that never counts.
      const recent = new Date(Date.now() - 3600_000);
      const earlier = new Date(Date.now() - 3 * 86_400_000);
      await insertOrder(db, {
        tick: 'sats',
        n: 12,
        amount: whole(100),
        priceSats: 300n,
        seller: bob,
        status: 'sold',
        soldAt: recent,
      });
      await insertOrder(db, {
        tick: 'sats',
        n: 13,
        amount: whole(300),
        priceSats: 600n,
        seller: bob,
        status: 'sold',
        soldAt: earlier,
      });
      await insertOrder(db, {
        tick: 'sats',
        n: 14,
        amount: whole(10),
        priceSats: 5000n,
        seller: bob,
        status: 'cancelled',
      });
    });

    it('lists tokens sorted, filtered and paged', async () => {
      const ticks = async (body: object) => {
        const { body: envelope } = await call('get_ticks', body);
        const data = envelope.data as { items: Array<{ tick: string }>; total: number; has_next: boolean };
        return { ticks: data.items.map((item) => item.tick), total: data.total, has_next: data.has_next };
      };
      expect(await ticks({})).toEqual({ ticks: ['pepe', 'sats', 'ORDI'], total: 3, has_next: false });
      expect(await ticks({ sort_by: 'holders' })).toEqual({
        ticks: ['ORDI', 'pepe', 'sats'],
        total: 3,
        has_next: false,
      });
      expect(await ticks({ sort_by: 'holders', sort: 'asc' })).toMatchObject({ ticks: ['sats', 'pepe', 'ORDI'] });
      expect(await ticks({ sort_by: 'transactions' })).toMatchObject({ ticks: ['sats', 'ORDI', 'pepe'] });
      expect(await ticks({ sort_by: 'minted_percent' })).toMatchObject({ ticks: ['ORDI', 'sats', 'pepe'] });
      expect(await ticks({ status: 'completed' })).toEqual({ ticks: ['ORDI'], total: 1, has_next: false });
      expect(await ticks({ status: 'in_progress' })).toMatchObject({ ticks: ['pepe', 'sats'], total: 2 });
      expect(await ticks({ keyword: 'OR' })).toMatchObject({ ticks: ['ORDI'] });
      expect(await ticks({ keyword: '%' })).toMatchObject({ ticks: [], total: 0 });
      expect(await ticks({ limit: 2 })).toEqual({ ticks: ['pepe', 'sats'], total: 3, has_next: true });
      expect(await ticks({ limit: 2, page: 2 })).toEqual({ ticks: ['ORDI'], total: 3, has_next: false });
    });

    it('shows one token with amounts in its decimals and its market', async () => {
      const { body } = await call('get_tick', { tick: 'SATS' });
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({
        tick: 'sats',
        decimals: 2,
        max_supply: '21000000',
        limit_per_mint: '1000',
        minted: '1050000',
        minted_percent: '5.00',
        status: 'in_progress',
        holders: 10,
        transactions: 500,
        deploy_height: 200,
        deploy_time: Math.floor(day('2026-02-01').getTime() / 1000),
        self_mint: false,
        market: expect.objectContaining({
          floor_price: '0.5',
          price: '0.5',
          listed: 3,
          volume_24h: 300,
          sales_24h: 1,
          volume_total: 900,
          sales_total: 2,
        }) as unknown,
      });
      expect((await call('get_tick', { tick: 'ordi' })).body.data).toMatchObject({
        status: 'completed',
        minted_percent: '100.00',
      });
    });

    it('ranks holders by what they hold, with their share of the minted supply', async () => {
      const { body } = await call('get_fund_address_distribution', { tick: 'sats' });
      expect(body.data).toEqual({
        items: [
          { rank: 1, address: alice, amount: '800.5', percent: '0.07' },
          { rank: 2, address: bob, amount: '350', percent: '0.03' },
        ],
        total: 2,
        has_next: false,
      });
      const second = await call('get_fund_address_distribution', { tick: 'sats', limit: 1, page: 2 });
      expect(second.body.data).toEqual({
        items: [{ rank: 2, address: bob, amount: '350', percent: '0.03' }],
        total: 2,
        has_next: false,
      });
    });

    it('aggregates sales per day for the price chart', async () => {
      const { body } = await call('get_trade_statistic', { tick: 'sats', days: 7 });
      const data = body.data as { days: Array<Record<string, unknown>>; volume_total: number; floor_price: string };
      expect(data.volume_total).toBe(900);
      expect(data.floor_price).toBe('0.5');
      expect(data.days).toEqual([
        expect.objectContaining({ trades: 1, volume: 600, average_price: '2', low_price: '2', high_price: '2' }),
        expect.objectContaining({ trades: 1, volume: 300, average_price: '3', low_price: '3', high_price: '3' }),
      ]);
      expect(data.days[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const lastDay = await call('get_trade_statistic', { tick: 'sats', days: 1 });
      expect((lastDay.body.data as { days: unknown[] }).days).toHaveLength(1);
    });

    it('lists live orders cheapest per token first, and flips or re-sorts on request', async () => {
      const prices = async (body: object) => {
        const { body: envelope } = await call('get_on_sale_order_list', { tick: 'sats', ...body });
        const data = envelope.data as {
          items: Array<{ unit_price: string; price: number }>;
          total: number;
          has_next: boolean;
        };
        return { units: data.items.map((item) => item.unit_price), total: data.total, has_next: data.has_next };
      };
      expect(await prices({})).toEqual({ units: ['0.5', '1', '2'], total: 3, has_next: false });
      expect(await prices({ sort: 'desc' })).toMatchObject({ units: ['2', '1', '0.5'] });
      // 120 sats in total is the cheapest listing, though the dearest per token.
      expect((await prices({ sort_by: 'price', sort: 'asc' })).units[0]).toBe('2');
      expect((await prices({ sort_by: 'amount', sort: 'desc' })).units).toEqual(['0.5', '1', '2']);
      expect(await prices({ limit: 2 })).toEqual({ units: ['0.5', '1'], total: 3, has_next: true });
      const { body } = await call('get_on_sale_order_list', { tick: 'sats', limit: 1 });
      expect((body.data as { items: unknown[] }).items[0]).toMatchObject({
        tick: 'sats',
        amount: '2000',
        price: 1000,
        unit_price: '0.5',
        seller_address: bob,
        status: 'on_list',
        buyer_address: null,
        sold_at: null,
      });
    });

    it('lists sales newest first', async () => {
      const { body } = await call('get_sold_order_list', { tick: 'sats' });
      const data = body.data as { items: Array<{ price: number; status: string }>; total: number };
      expect(data.total).toBe(2);
      expect(data.items.map((item) => [item.price, item.status])).toEqual([
        [300, 'sold'],
        [600, 'sold'],
      ]);
    });

    it("shows an address's listings, by status", async () => {
      const listed = async (body: object) => {
        const { body: envelope } = await call('get_user_listed_orders', body);
        return (envelope.data as { total: number }).total;
      };
      expect(await listed({ address: bob })).toBe(2);
      expect(await listed({ address: bob, status: 'all' })).toBe(5);
      expect(await listed({ address: bob, status: 'sold', tick: 'SATS' })).toBe(2);
      expect(await listed({ address: alice })).toBe(1);
      const visitor = await call('get_user_listed_orders', {});
      expect([visitor.status, visitor.body.code]).toEqual([401, 10180006]);
    });

    it('shows balances rendered with the tick decimals', async () => {
      const account = await call('get_address_coin_account', { tick: 'sats', address: alice });
      expect(account.body.data).toEqual({
        tick: 'sats',
        decimals: 2,
        icon: null,
        available: '700.5',
        transferable: '100',
        total: '800.5',
        address: alice,
      });
      const none = await call('get_address_coin_account', { tick: 'pepe', address: bob });
      expect(none.body.data).toMatchObject({ available: '0', transferable: '0', total: '0' });
      const cuts = await call('get_address_coin_cuts_possible_amount', { tick: 'sats', address: alice });
      expect(cuts.body.data).toEqual({ tick: 'sats', address: alice, decimals: 2, possible_amount: '700.5' });
      // A zero balance (all sent away) is not a holding.
      const held = await call('get_user_ticks', { address: alice });
      expect(held.body.data).toEqual({
        items: [{ tick: 'sats', decimals: 2, icon: null, available: '700.5', transferable: '100', total: '800.5' }],
        total: 1,
        has_next: false,
      });
    });

    it('shows a transfer inscription with its live listing, and its order history', async () => {
      const { body } = await call('get_inscription_detail', { inscription_id: inscriptionIdOf(2) });
      expect(body.data).toMatchObject({
        inscription_id: inscriptionIdOf(2),
        tick: 'sats',
        amount: '60',
        owner_address: alice,
        valid: true,
        used: false,
        is_owner: false,
        order: { price: 120, unit_price: '2', status: 'on_list' },
      });
      const history = await call('get_inscription_order_list', { inscription_id: inscriptionIdOf(13) });
      expect(history.body.data).toMatchObject({ total: 1, items: [{ status: 'sold', price: 600 }] });
    });

    it("lists the signed-in trader's valid, unlisted transfer inscriptions", async () => {
      const userId = await insertUser(database.db);
      const token = await sessionTokenFor(server.services, { userId, address: alice });
      const mine = await call('get_my_inscription_to_on_list', {}, { authorization: `Bearer ${token}` });
      expect(mine.body.code).toBe(0);
      // #2 is listed and #3 is invalid: only #1 can be listed.
      expect(mine.body.data).toMatchObject({
        total: 1,
        has_next: false,
        items: [{ inscription_id: inscriptionIdOf(1), amount: '40' }],
      });
      const ownView = await call('get_user_ticks', {}, { authorization: `Bearer ${token}` });
      expect((ownView.body.data as { total: number }).total).toBe(1);
      const visitor = await call('get_my_inscription_to_on_list', {});
      expect([visitor.status, visitor.body.code]).toEqual([401, 10180006]);
    });
  });
});
