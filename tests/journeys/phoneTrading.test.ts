import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyMarket } from './journeyMarket';
import { fund, marketApi, mineBlock, newTrader } from './devnetTraders';
import { overlappingParts } from './layoutBoxes';
import { listThroughAssetPage, unlistedOfOneSeller } from './sellerListings';
import { connect, explained, openAs } from './traderBrowser';

/** The journeys' market is seeded from this (tests/rig/marketServer.ts), so its demo wallets are known. */
const marketSeed = 'journeys';
const phone = { width: 375, height: 812 };
/** A price no seeded listing has, so a price filter shows exactly this journey's three. */
const priceSats = 31_111;

const market = journeyMarket();

/** Scrolled to its end, the docked cart rests after the grid: no card lies under it. */
async function cardsUnderTheCart(page: Page, cards: Locator, cartBar: Locator): Promise<number> {
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const bar = await cartBar.boundingBox();
  if (bar === null) throw new Error('the cart bar is not drawn');
  const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
  return boxes.filter((box) => box !== null && box.y + box.height > bar.y + 1 && box.y < bar.y + bar.height).length;
}

/** Drawn wholly within the screen's height as it stands, without scrolling anything. */
async function inView(target: Locator, screenHeight: number): Promise<boolean> {
  const box = await target.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= screenHeight;
}

describe('trading on a phone (375 px)', () => {
  it(
    'browses a collection, filters it, puts three items in the cart and sweeps them, with nothing drawn over anything',
    { timeout: 240_000 },
    async () => {
      const offered = await unlistedOfOneSeller(market.url, marketSeed, 3);
      const seller = await openAs(market.browser, offered.seller);
      await seller.page.goto(market.url);
      await connect(seller.page, offered.seller);
      for (const item of offered.items) await listThroughAssetPage(seller.page, market.url, item, priceSats);
      await seller.context.close();

      const buyer = newTrader();
      await fund(market.url, buyer.address, 2_000_000);
      await mineBlock(market.url);
      const trader = await openAs(market.browser, buyer, phone);
      const { page } = trader;
      await page.goto(`${market.url}/collections/${offered.collectionId}`);
      await connect(page, buyer);
      const items = page.getByRole('tabpanel', { name: /Items/ });

      // Filter: listed only, at this journey's price.
      await items.getByText('Listed only', { exact: true }).click();
      const price = (priceSats / 1e8).toFixed(8);
      await items.getByRole('textbox', { name: 'Min price' }).fill(price);
      await items.getByRole('textbox', { name: 'Max price' }).fill(price);
      await items.getByText('Items: 3 · Pending: 0').waitFor();
      const cards = items.getByRole('list', { name: 'Items' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(3);

      // The trait filters open in a sheet of their own, over the grid rather than beside it.
      await items.getByRole('button', { name: 'Filters' }).click();
      const filters = page.getByRole('dialog', { name: 'Attributes' });
      await filters.getByRole('checkbox').first().waitFor();
      expect(await overlappingParts(filters)).toEqual([]);
      await filters.getByRole('button', { name: 'Show results (3)' }).click();
      await filters.waitFor({ state: 'detached' });

      // A click lands on what it aims at: Playwright refuses one that another element would take.
      for (const item of offered.items) {
        await items.getByRole('button', { name: `Add to cart, ${item.name ?? ''}`, exact: true }).click();
      }
      const cartBar = page.getByRole('region', { name: 'Cart' });
      await cartBar.getByText('3 selected').waitFor();
      expect(await overlappingParts(items, 'section[aria-label="Cart"]')).toEqual([]);
      expect(await cardsUnderTheCart(page, cards, cartBar)).toBe(0);

      // The whole cart, in a sheet: the first purchase makes the wallet's dummy UTXOs and waits for them.
      await cartBar.getByRole('button', { name: 'View cart' }).click();
      const cart = page.getByRole('dialog', { name: 'Cart' });
      await cart.getByText('3 selected').waitFor();
      expect(await overlappingParts(cart)).toEqual([]);
      // Buy is pinned in the sheet's footer: in view without scrolling the sheet.
      expect(await inView(cart.getByRole('button', { name: 'Buy now' }), phone.height)).toBe(true);
      await cart.getByRole('button', { name: 'Buy now' }).click();
      await explained(trader, () =>
        page.getByRole('dialog', { name: 'Read before purchase' }).getByRole('button', { name: 'Got it' }).click(),
      );
      await cart.getByText(/is making the dummy UTXOs your purchase needs/).waitFor();
      await mineBlock(market.url);
      await page.getByText('Your dummy UTXOs are confirmed. You can buy now.').waitFor({ timeout: 30_000 });
      const buy = cart.getByRole('button', { name: 'Buy now' });
      await expect.poll(() => buy.isEnabled(), { timeout: 30_000 }).toBe(true);
      await buy.click();
      await explained(trader, () => page.getByText(/^Payment successful!/).waitFor({ timeout: 30_000 }));
      // Bought: the sheet gives the page back, and the emptied cart leaves the screen.
      await cart.waitFor({ state: 'detached' });
      await cartBar.waitFor({ state: 'detached' });

      await mineBlock(market.url);
      for (const item of offered.items) {
        await expect
          .poll(async () => {
            const detail = await marketApi<{ owner_address: string }>(
              market.url,
              '/btc/ordinals/get_inscription_detail',
              { inscription_id: item.inscription_id },
            );
            return detail.owner_address;
          })
          .toBe(buyer.address);
      }
      expect(trader.errors).toEqual([]);
      await trader.context.close();
    },
  );
});
