import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brc20Balances, brc20Ticks, brc20TransferInscriptions, users } from '../db/schema';
import { hookTimeout, openMarket, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { mineAndIndex, taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import { testDatabases } from '../testing/testDatabases';
import { orderRow, payOrder } from './testing/inscriptionTestKit';

const holder = taprootBuyer(41);
const holderId = '00000000-0000-4000-8000-000000000041';
const scale = 10n ** 18n;

interface Task {
  task_id: string;
  payment_address: string;
  total_fee: number;
  status: string;
}

describe.each(testDatabases)(
  'the inscription service inscribes BRC-20 deploys, mints and transfers ($name)',
  (testDatabase) => {
    let market: MarketUnderTest;
    let token: string;

    const order = async (path: string, body: Record<string, unknown>): Promise<Task> => {
      const { body: answer } = await market.call(path, { fee_rate: 2, ...body }, token);
      expect(answer).toMatchObject({ code: 0, msg: 'ok' });
      return (answer as { data: Task }).data;
    };
    /** Pays the task, reports it as the app does, lets the service inscribe it, and mines it. */
    const payAndInscribe = async (task: Task, recordPath: string, idField: string) => {
      const txid = await payOrder(market, task.payment_address, task.total_fee);
      const recorded = await market.call(recordPath, { [idField]: task.task_id, txid }, token);
      expect(recorded.body).toMatchObject({ code: 0, data: { pay_txid: txid } });
      await market.server.inscriptionService.runOnce();
      expect((await orderRow(market, task.task_id)).status).toBe('inscribed');
      await mineAndIndex(market);
    };
    const balance = async () => {
      const [row] = await market.db
        .select()
        .from(brc20Balances)
        .where(and(eq(brc20Balances.tick, 'zeta'), eq(brc20Balances.address, holder.address)));
      return { available: row?.available ?? 0n, transferable: row?.transferable ?? 0n };
    };

    beforeAll(async () => {
      market = await openMarket(testDatabase);
      await market.db.insert(users).values({ id: holderId });
      token = await market.tokenFor(holder.address, holderId);
    }, hookTimeout);
    afterAll(() => market.close(), hookTimeout);

    it('deploys a tick, mints it three times in one task, and cuts a transfer inscription from the balance', async () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');
      const uploaded = await market.call(
        '/btc/brc_20/upload_deployicon',
        { file_name: 'zeta.png', image: png, tick: 'zeta' },
        token,
      );
      const { icon_id: iconId } = (uploaded.body as { data: { icon_id: string } }).data;
      const deploy = await order('/btc/brc_20/create_deploy_task', {
        tick: 'zeta',
        max: '21000',
        lim: '1000',
        dec: '18',
        receive_address: holder.address,
        icon_id: iconId,
      });
      const quoted = await market.call('/btc/brc_20/get_deploy_txsize', {
        tick: 'zeta',
        max: '21000',
        lim: '1000',
        dec: '18',
        fee_rate: 2,
        receive_address: holder.address,
      });
      expect(quoted.body).toMatchObject({ data: { total_fee: deploy.total_fee } });
      await payAndInscribe(deploy, '/btc/brc_20/update_brc20_paytx', 'task_id');
      const [tick] = await market.db.select().from(brc20Ticks).where(eq(brc20Ticks.tick, 'zeta'));
      expect(tick).toMatchObject({
        deployer: holder.address,
        maxSupply: 21_000n * scale,
        minted: 0n,
        iconUrl: `/btc/brc_20/deploy_icon/${iconId}`,
      });

      const mint = await order('/btc/brc_20/create_mint_task', {
        tick: 'zeta',
        amount: '1000',
        repeat: 3,
        receive_address: holder.address,
      });
      await payAndInscribe(mint, '/btc/brc_20/update_brc20_paytx', 'task_id');
      const [minted] = await market.db.select().from(brc20Ticks).where(eq(brc20Ticks.tick, 'zeta'));
      expect(minted?.minted).toBe(3_000n * scale);
      expect(await balance()).toEqual({ available: 3_000n * scale, transferable: 0n });
      const history = await market.call('/btc/brc_20/get_mint_history_list', { kind: 'all' }, token);
      expect(history.body).toMatchObject({
        data: {
          total: 2,
          items: [
            { kind: 'mint', repeat: 3, status: 'inscribed' },
            { kind: 'deploy', status: 'inscribed' },
          ],
        },
      });

      const possible = await market.call('/btc/brc_20/get_address_coin_cuts_possible_amount', { tick: 'zeta' }, token);
      expect(possible.body).toMatchObject({ data: { possible_amount: '3000' } });
      const transfer = await order('/btc/brc_20/create_mint_inscription_order', { tick: 'zeta', amount: '1250.5' });
      await payAndInscribe(transfer, '/btc/brc_20/update_mint_inscription_order', 'order_id');
      expect(await balance()).toEqual({
        available: 1_749_500_000_000_000_000_000n,
        transferable: 1_250_500_000_000_000_000_000n,
      });
      const [inscribed] = (await orderRow(market, transfer.task_id)).inscriptionIds;
      const [cut] = await market.db
        .select()
        .from(brc20TransferInscriptions)
        .where(eq(brc20TransferInscriptions.inscriptionId, inscribed ?? ''));
      expect(cut).toMatchObject({ ownerAddress: holder.address, amount: 1_250_500_000_000_000_000_000n });
      // The new transfer inscription is what a seller lists: it shows among the holder's sellable ones.
      const sellable = await market.call('/btc/brc_20/get_my_inscription_to_on_list', { tick: 'zeta' }, token);
      expect(JSON.stringify(sellable.body)).toContain(inscribed);
    });

    it('refunds a mint paid after the tick was minted out', async () => {
      const deploy = await order('/btc/brc_20/create_deploy_task', {
        tick: 'tiny',
        max: '10',
        lim: '10',
        receive_address: holder.address,
      });
      await payAndInscribe(deploy, '/btc/brc_20/update_brc20_paytx', 'task_id');
      const first = await order('/btc/brc_20/create_mint_task', {
        tick: 'tiny',
        amount: '10',
        receive_address: holder.address,
      });
      const second = await order('/btc/brc_20/create_mint_task', {
        tick: 'tiny',
        amount: '10',
        receive_address: holder.address,
      });
      await payAndInscribe(first, '/btc/brc_20/update_brc20_paytx', 'task_id');
      await payOrder(market, second.payment_address, second.total_fee);
      await market.server.inscriptionService.runOnce();
      const refunded = await orderRow(market, second.task_id);
      expect(refunded.status).toBe('refunded');
      expect(refunded.reason).toMatch(/fully minted/);
      expect(refunded.refundTxid).not.toBeNull();
    });
  },
);
