import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyMarket } from './journeyMarket';
import { seedTicks } from '@ordmarket/server/testing';
import { demoTraders, fund, marketApi, mineBlock, newTrader, type DevnetTrader } from './devnetTraders';
import { payWith, untilInscribed } from './inscribePayment';
import { everyPictureLoads } from './pictures';
import { connect, explained, openAs, type TraderBrowser } from './traderBrowser';

const market = journeyMarket();

interface Page_<Item> {
  items: Item[];
}

/** How many inscriptions the wallet holds that it could put in a house (in a collection, not listed). */
async function freeInscriptions(address: string): Promise<number> {
  const collections = await marketApi<Page_<{ collection_id: string }>>(
    market.url,
    '/btc/ordinals/get_user_collections',
    { address, page: 1, limit: 20 },
  );
  let free = 0;
  for (const collection of collections.items) {
    const items = await marketApi<Page_<{ status: string }>>(
      market.url,
      '/btc/ordinals/get_collection_inscription_list',
      { collection_id: collection.collection_id, owner_address: address, page: 1, limit: 50 },
    );
    free += items.items.filter((item) => item.status === 'normal').length;
  }
  return free;
}

/** A seeded demo wallet holding at least two inscriptions nobody is buying: the journey's maker. */
async function aMaker(): Promise<DevnetTrader> {
  for (const trader of demoTraders('journeys')) {
    if ((await freeInscriptions(trader.address)) >= 2) return trader;
  }
  throw new Error('No demo wallet holds two unlisted inscriptions.');
}

/** What an address holds of a tick on chain, as the market's BRC-20 ledger reads it: whole tokens. */
async function tokensHeld(tick: string, address: string): Promise<{ available: string; transferable: string }> {
  return marketApi(market.url, '/btc/brc_20/get_address_coin_account', { tick, address });
}

/** A seeded demo wallet with at least `amount` of a seeded tick free to inscribe a transfer of. */
async function aTokenHolder(amount: number): Promise<{ holder: DevnetTrader; tick: string }> {
  for (const holder of demoTraders('journeys')) {
    for (const { tick } of seedTicks) {
      if (Number((await tokensHeld(tick, holder.address)).available) >= amount) return { holder, tick };
    }
  }
  throw new Error(`No demo wallet holds ${amount} of a seeded tick.`);
}

const drawer = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function closeDrawer(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

/** The wallet sends `btc` to the user's own deposit address from the recharge drawer; a block confirms it. */
async function rechargeFromWallet(trader: TraderBrowser, btc: string): Promise<void> {
  const recharge = drawer(trader.page, 'Recharge');
  await recharge.getByLabel('Amount').fill(btc);
  // Enabled once the deposit address has loaded: a send needs somewhere to go.
  await recharge.getByRole('button', { name: 'Send from wallet' }).click();
  await explained(trader, () =>
    recharge.getByText('Unconfirmed', { exact: true }).first().waitFor({ timeout: 30_000 }),
  );
  await mineBlock(market.url);
  await recharge.getByText('Credited', { exact: true }).first().waitFor({ timeout: 30_000 });
  await closeDrawer(recharge);
}

/** Confirms the withdrawal once its fee is quoted; it is pending until a block, then confirmed. */
async function confirmWithdrawal(withdraw: Locator): Promise<void> {
  const confirm = withdraw.getByRole('button', { name: 'Confirm withdrawal' });
  await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
  await confirm.click();
  await withdraw.getByText('Pending', { exact: true }).first().waitFor({ timeout: 30_000 });
  await mineBlock(market.url);
  await withdraw.getByText('Confirmed', { exact: true }).first().waitFor({ timeout: 60_000 });
  await closeDrawer(withdraw);
}

async function openBlindBoxTab(page: Page): Promise<void> {
  await page.goto(`${market.url}/wallet`);
  await page.getByRole('tab', { name: 'Blind box' }).click();
}

describe('blind boxes on the devnet', () => {
  const houseName = `Journey house ${Date.now() % 100_000}`;
  const player = newTrader();

  it(
    'a maker makes a house from two of their inscriptions and a BTC prize; it opens once the deposit confirms',
    { timeout: 300_000 },
    async () => {
      const maker = await aMaker();
      const { page, context, errors } = await openAs(market.browser, maker);
      await page.goto(`${market.url}/wallet`);
      await connect(page, maker);
      await page.getByRole('tab', { name: 'Blind box' }).click();
      await page.getByRole('button', { name: 'Recharge' }).click();
      await rechargeFromWallet({ page, context, errors }, '0.0005');

      await page.getByRole('button', { name: 'My houses' }).click();
      await drawer(page, 'My houses').getByRole('button', { name: 'Make a box' }).click();
      const make = drawer(page, 'Make a box');
      await make.getByLabel('House name').fill(houseName);
      await make.getByLabel('Price per open').fill('0.00002');
      await make.getByLabel('Number of prizes').fill('1');
      await make.getByLabel('Value of each').fill('0.0001');
      await make.getByRole('button', { name: 'Choose inscriptions' }).click();
      const list = drawer(page, 'Choose inscriptions');
      const tiles = list.getByRole('checkbox');
      await tiles.first().waitFor();
      // Every inscription offered is pictured (an HTML or text one through its preview), none as the stand-in.
      await everyPictureLoads(list);
      await tiles.nth(0).check({ force: true });
      await tiles.nth(1).check({ force: true });
      await list.getByRole('button', { name: 'Use these inscriptions' }).click();
      await list.waitFor({ state: 'detached' });
      await make.getByRole('button', { name: 'Make box' }).click();

      // The house is made; its two inscriptions still have to reach the custody address.
      await make.getByRole('button', { name: 'Sign deposit with wallet' }).click();
      await make.getByText('Deposit sent').first().waitFor({ timeout: 30_000 });
      await mineBlock(market.url);
      await expect.poll(() => make.getByText('In pool', { exact: true }).count(), { timeout: 60_000 }).toBe(2);
      await make.getByText('Every inscription is in the pool: the house is open.').waitFor();
      await closeDrawer(make);

      const houses = await marketApi<Page_<{ name: string; status: string; remaining: number }>>(
        market.url,
        '/btc/blind_box/get_houses',
        { page: 1, limit: 10 },
      );
      expect(houses.items.find((house) => house.name === houseName)).toMatchObject({ status: 'open', remaining: 3 });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'a player recharges, opens three boxes, verifies a draw, and withdraws a won inscription to their wallet',
    { timeout: 300_000 },
    async () => {
      await fund(market.url, player.address, 1_000_000);
      await mineBlock(market.url);
      const { page, context, errors } = await openAs(market.browser, player);
      await page.goto(market.url);
      await connect(page, player);

      // Home shows the open house; its drawer shows the pool and the fairness commitment.
      await page.getByRole('button', { name: new RegExp(houseName) }).click();
      const house = drawer(page, houseName);
      await house.getByText('Server seed hash').first().waitFor();
      await house.getByRole('button', { name: 'Open box' }).click();
      const open = drawer(page, 'Open box');
      await open.getByRole('button', { name: 'Recharge' }).click();
      await rechargeFromWallet({ page, context, errors }, '0.001');

      // Closing the recharge drawer returns to Open box, where the player was.
      await open.waitFor();
      for (let opened = 1; opened <= 3; opened += 1) {
        await expect
          .poll(() => open.getByRole('button', { name: 'Open box' }).isEnabled(), { timeout: 30_000 })
          .toBe(true);
        await open.getByRole('button', { name: 'Open box' }).click();
        await open.getByText('You won').first().waitFor({ timeout: 30_000 });
        if (opened < 3) await open.getByRole('button', { name: 'Open another' }).click();
      }

      // The pool is empty, so its seed is revealed: the browser re-derives the last draw from it.
      await open.getByRole('button', { name: 'Verify this draw' }).click();
      const verify = drawer(page, 'Verify draw');
      await verify.getByText('This draw is fair').waitFor({ timeout: 30_000 });
      await expect(
        verify.getByText('The server seed matches the hash published before the draw.').count(),
      ).resolves.toBe(1);
      // Checked from Open box: closing the check returns there, to the prize just checked.
      await closeDrawer(verify);
      await open.getByText('You won').first().waitFor();
      await open.getByRole('button', { name: 'Open another' }).waitFor();

      // One won inscription goes out on chain, the fee shown first.
      await openBlindBoxTab(page);
      await page.getByRole('button', { name: 'Withdraw' }).click();
      const withdraw = drawer(page, 'Withdraw');
      await withdraw.getByRole('tab', { name: 'Inscription' }).click();
      await withdraw.getByRole('radio').first().check({ force: true });
      await withdraw.getByText('Network fee').first().waitFor();
      await confirmWithdrawal(withdraw);

      // After the block, the indexer has the inscription at the player's own address.
      expect(await freeInscriptions(player.address)).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'a holder puts a BRC-20 transfer inscription into the box and withdraws part of it to their wallet on chain',
    { timeout: 300_000 },
    async () => {
      const { holder, tick } = await aTokenHolder(100);
      const before = await tokensHeld(tick, holder.address);
      const { page, context, errors } = await openAs(market.browser, holder);
      await page.goto(`${market.url}/wallet`);
      await connect(page, holder);

      // The box takes BRC-20 as transfer inscriptions: one of 100 is inscribed first, from the wallet's BRC-20 tab.
      await page.getByRole('tab', { name: 'BRC-20' }).click();
      await page.getByRole('button', { name: `Inscribe transfer of ${tick}` }).click();
      const inscribe = drawer(page, `Inscribe a ${tick} transfer`);
      await inscribe.getByRole('textbox', { name: 'Amount' }).fill('100');
      await payWith(page, inscribe.getByRole('button', { name: 'Inscribe', exact: true }));
      await untilInscribed(inscribe);
      await mineBlock(market.url);
      await page.keyboard.press('Escape');

      // BTC for the withdrawal's fee, then the transfer, both from the recharge drawer.
      await openBlindBoxTab(page);
      await page.getByRole('button', { name: 'Recharge' }).click();
      await rechargeFromWallet({ page, context, errors }, '0.0005');
      await page.getByRole('button', { name: 'Recharge' }).click();
      const recharge = drawer(page, 'Recharge');
      await recharge.getByRole('checkbox', { name: new RegExp(`^100 ${tick}`) }).check({ force: true });
      await recharge.getByRole('button', { name: 'Send to your box' }).click();
      await recharge.getByText('Sent, credited once confirmed').waitFor({ timeout: 30_000 });
      await mineBlock(market.url);
      const credited = recharge
        .getByRole('list', { name: 'Deposits' })
        .getByRole('listitem')
        .filter({ hasText: `100 ${tick}` });
      await credited.getByText('Credited', { exact: true }).waitFor({ timeout: 30_000 });
      await closeDrawer(recharge);
      const held = page.getByRole('list', { name: 'BRC-20 tokens held' });
      await held.getByText(`100 ${tick}`).waitFor({ timeout: 30_000 });

      // 40 of them go back out: the box inscribes a transfer at its address and sends it to the wallet.
      await page.getByRole('button', { name: 'Withdraw' }).click();
      const withdraw = drawer(page, 'Withdraw');
      await withdraw.getByRole('tab', { name: /BRC-20/ }).click();
      await withdraw.getByRole('radio', { name: `100 ${tick}` }).check({ force: true });
      await withdraw.getByRole('textbox', { name: 'Amount' }).fill('40');
      await confirmWithdrawal(withdraw);
      await held.getByText(`60 ${tick}`).waitFor({ timeout: 30_000 });

      // On chain the wallet holds what it had, less the 60 still in the box.
      const after = await tokensHeld(tick, holder.address);
      expect([after.available, after.transferable]).toEqual([String(Number(before.available) - 60), '0']);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
