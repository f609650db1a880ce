import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { journeyMarket } from './journeyMarket';
import {
  chainTx,
  demoTraders,
  fund,
  marketApi,
  mineBlock,
  newTrader,
  type ChainTx,
  type DevnetTrader,
} from './devnetTraders';
import { closePaymentSnack } from './inscribePayment';
import { listThroughAssetPage, unlistedOfOneSeller, type Item } from './sellerListings';
import { connect, explained, openAs as openTraderBrowser } from './traderBrowser';

/** The journeys' market is seeded from this (tests/rig/marketServer.ts), so its demo wallets are known. */
const marketSeed = 'journeys';

const market = journeyMarket();

const openAs = (trader: DevnetTrader) => openTraderBrowser(market.browser, trader);

/** A BTC amount as the kit writes it ('0.00012345') in sats. */
const satsOf = (text: string): number => Math.round(Number(/(\d+\.\d{8})/.exec(text)?.[1] ?? 'NaN') * 1e8);

async function costLine(scope: Locator, label: string): Promise<number> {
  const line = scope.locator('div', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).last();
  return satsOf((await line.locator('dd').textContent()) ?? '');
}

interface ShownCosts {
  subtotal: number;
  serviceFee: number;
  royaltyFee: number;
  networkFee: number;
  total: number;
}

/** The costs a cart or buy dialog shows; a fee not charged is not shown, and counts 0. */
async function shownCosts(scope: Locator): Promise<ShownCosts> {
  const charged = async (label: string) =>
    (await scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).count()) > 0 ? costLine(scope, label) : 0;
  return {
    subtotal: await costLine(scope, 'Items'),
    serviceFee: await charged('Service fee'),
    royaltyFee: await charged('Royalty fee'),
    networkFee: await costLine(scope, 'Network fee'),
    total: await costLine(scope, 'Total'),
  };
}

/** Where a purchase's sats went, read back from the chain. */
function flows(tx: ChainTx, buyer: string) {
  const to = (address: string) =>
    tx.vout.filter((out) => out.scriptpubkey_address === address).reduce((sum, out) => sum + out.value, 0);
  const fromBuyer = tx.vin
    .filter((input) => input.prevout?.scriptpubkey_address === buyer)
    .reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0);
  return { to, fromBuyer };
}

describe('trading on the devnet, seller and buyer in their own browsers', () => {
  let seller: DevnetTrader;
  let buyer: DevnetTrader;
  let items: Item[] = [];
  let sellerSide: Awaited<ReturnType<typeof openAs>>;
  let buyerSide: Awaited<ReturnType<typeof openAs>>;

  afterAll(async () => {
    await sellerSide.context.close();
    await buyerSide.context.close();
  });

  it(
    'sweeps three fresh listings from a cart restored after a reload, and every satoshi lands where the cart said',
    { timeout: 240_000 },
    async () => {
      const collections = await marketApi<{ items: Array<{ collection_id: string }> }>(
        market.url,
        '/btc/ordinals/get_popular_collections',
      );
      const traders = demoTraders(marketSeed);
      let chosen: { collectionId: string; seller: DevnetTrader; items: Item[] } | undefined;
      for (const { collection_id: collectionId } of collections.items) {
        const detail = await marketApi<{ royalty_fee_rate: number }>(
          market.url,
          '/btc/ordinals/get_collection_detail',
          {
            collection_id: collectionId,
          },
        );
        if (detail.royalty_fee_rate <= 0) continue;
        const list = await marketApi<{ items: Item[] }>(market.url, '/btc/ordinals/get_collection_inscription_list', {
          collection_id: collectionId,
          limit: 100,
        });
        for (const seller of traders.slice(1)) {
          const unlisted = list.items.filter(
            (item) => item.owner_address === seller.address && item.status === 'normal',
          );
          if (unlisted.length >= 4) chosen = { collectionId, seller, items: unlisted.slice(0, 4) };
          if (chosen) break;
        }
        if (chosen) break;
      }
      if (!chosen) throw new Error('No demo wallet holds four unlisted inscriptions of a collection with royalties.');
      const { collectionId } = chosen;
      ({ seller, items } = chosen);

      // The seller lists three inscriptions through the asset page, signing each listing with the devnet wallet.
      sellerSide = await openAs(seller);
      await sellerSide.page.goto(market.url);
      await connect(sellerSide.page, seller);
      const prices = [20_000, 21_000, 22_000];
      for (const [index, item] of items.slice(0, 3).entries()) {
        await sellerSide.page.goto(`${market.url}/assets/${item.inscription_id}`);
        await sellerSide.page.getByRole('button', { name: 'List for sale' }).click();
        const dialog = sellerSide.page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: 'Price' }).fill(((prices[index] ?? 0) / 1e8).toFixed(8));
        await dialog.getByRole('button', { name: 'Sign and list' }).click();
        await sellerSide.page.getByText('Listed for sale').first().waitFor();
      }

      // The buyer, a new wallet with coins, puts them in the cart and reloads the page.
      buyer = newTrader();
      await fund(market.url, buyer.address, 2_000_000);
      await mineBlock(market.url);
      buyerSide = await openAs(buyer);
      const { page } = buyerSide;
      await page.goto(`${market.url}/collections/${collectionId}`);
      await connect(page, buyer);
      await page.getByText('Listed only', { exact: true }).click();
      await page.getByRole('button', { name: /Sort by/ }).click();
      await page.getByRole('option', { name: 'Price: low to high' }).click();
      for (const item of items.slice(0, 3)) {
        await page.getByRole('button', { name: `Add to cart, ${item.name ?? ''}`, exact: true }).click();
      }
      const cart = page.getByRole('complementary', { name: 'Cart' });
      await cart.getByText('3 selected').waitFor();
      // Before any click the cart says the first purchase starts with a dummy transaction: how many it makes (3 items
      // and one more) and its own fee, which the chain later confirms to the sat.
      // (The quote follows the cart: the notice for two items says 3 until the third item's quote answers.)
      const announced =
        (await cart
          .getByText(/^Before your first purchase.+makes the dummy UTXOs a purchase needs \(4\)/)
          .textContent()) ?? '';
      const announcedFee = /Its network fee: ([\d,]+) sats/.exec(announced)?.[1] ?? '';
      expect(announcedFee).not.toBe('');
      // The market's network is held back until Buy is pressed: the page is still restoring the wallet then, and
      // the purchase waits for it rather than asking the trader to connect again.
      let answerHealth: () => void = () => undefined;
      const healthHeld = new Promise<void>((resolve) => (answerHealth = resolve));
      await page.route('**/api/v1/health', async (route) => {
        await healthHeld;
        await route.continue();
      });
      await page.reload();
      await cart.getByText('3 selected').waitFor();

      // First purchase: the wallet makes its dummy UTXOs once, and the cart waits for them to confirm.
      await cart.getByRole('button', { name: 'Buy now' }).click();
      answerHealth();
      const readFirst = page.getByRole('dialog', { name: 'Read before purchase' });
      await explained(buyerSide, () =>
        readFirst.getByText(`Dummy UTXOs it makes: 4. Its network fee: ${announcedFee} sats.`).waitFor(),
      );
      await readFirst.getByRole('button', { name: 'Got it' }).click();
      const waiting = (await cart.getByText(/is making the dummy UTXOs your purchase needs/).textContent()) ?? '';
      await expect.poll(() => cart.getByRole('button', { name: 'Buy now' }).isDisabled()).toBe(true);
      await mineBlock(market.url);
      await page.getByText('Your dummy UTXOs are confirmed. You can buy now.').waitFor({ timeout: 30_000 });
      const dummyTx = await chainTx(market.url, /[0-9a-f]{64}/.exec(waiting)?.[0] ?? '');
      expect(dummyTx.fee).toBe(Number(announcedFee.replaceAll(',', '')));
      expect(dummyTx.vout.filter((out) => out.value === 600)).toHaveLength(4);

      // The sweep, from the restored cart, priced by the market's quote.
      const buy = cart.getByRole('button', { name: 'Buy now' });
      await expect.poll(() => buy.isEnabled(), { timeout: 30_000 }).toBe(true);
      const shown = await shownCosts(cart);
      await buy.click();
      await explained(buyerSide, () => page.getByText(/^Payment successful!/).waitFor({ timeout: 30_000 }));
      const orders = await marketApi<{ items: Array<{ txid: string | null; status: string }> }>(
        market.url,
        '/btc/ordinals/get_inscription_order_list',
        { inscription_id: items[0]?.inscription_id },
      );
      const txid = orders.items[0]?.txid ?? '';
      // The header follows the wallet: what the purchase spent shows at once, its change as waiting for a block, and
      // the block that confirms it shows within moments (the feed's block event), not at the next half-minute read.
      const walletButton = (state: RegExp) =>
        page.getByRole('button', { name: new RegExp(`^${buyer.address.slice(0, 4)}.+${state.source}`) });
      await walletButton(/BTC unconfirmed$/).waitFor({ timeout: 5_000 });
      await mineBlock(market.url);
      await walletButton(/· [0-9.]+ BTC$/).waitFor({ timeout: 5_000 });

      const tx = await chainTx(market.url, txid);
      expect(tx.status.confirmed).toBe(true);
      const { to, fromBuyer } = flows(tx, buyer.address);
      const inscriptionsBack = tx.vout.slice(1, 4).reduce((sum, out) => sum + out.value, 0);
      expect(to(seller.address)).toBe(20_000 + 21_000 + 22_000);
      expect(shown.subtotal).toBe(63_000);
      expect(shown.serviceFee).toBeGreaterThan(0);
      expect(shown.royaltyFee).toBeGreaterThan(0);
      expect(tx.fee).toBe(shown.networkFee);
      // The buyer's coins dropped by exactly the cart's total (the inscriptions arrive on the sellers' sats).
      expect(fromBuyer - (to(buyer.address) - inscriptionsBack)).toBe(shown.total);
      expect(shown.total).toBe(shown.subtotal + shown.serviceFee + shown.royaltyFee + shown.networkFee);
      const others = tx.vout.filter(
        (out) => out.scriptpubkey_address !== buyer.address && out.scriptpubkey_address !== seller.address,
      );
      expect(others.map((out) => out.value).sort((a, b) => a - b)).toEqual(
        [shown.serviceFee, shown.royaltyFee].sort((a, b) => a - b),
      );
      for (const item of items.slice(0, 3)) {
        const detail = await marketApi<{ owner_address: string }>(market.url, '/btc/ordinals/get_inscription_detail', {
          inscription_id: item.inscription_id,
        });
        expect(detail.owner_address).toBe(buyer.address);
      }
      expect(buyerSide.errors).toEqual([]);
    },
  );

  it(
    "shows another trader's reprice, delist and sale in a second browser's asset page, cart and grid without a reload",
    { timeout: 240_000 },
    async () => {
      const watched = await unlistedOfOneSeller(market.url, marketSeed, 3, seller);
      const [repriced, delisted, sold] = watched.items;
      if (!repriced || !delisted || !sold) throw new Error('three inscriptions were chosen');
      const other = await openAs(watched.seller);
      try {
        await other.page.goto(market.url);
        await connect(other.page, watched.seller);
        for (const item of watched.items) await listThroughAssetPage(other.page, market.url, item, 30_000);

        // The buyer's browser: the collection's listings between the two prices (so the three are on the first screen)
        // with two of them in the cart, and the first one's asset page.
        const { page: grid } = buyerSide;
        await grid.goto(`${market.url}/collections/${watched.collectionId}?status=listed&min=0.00025&max=0.0003`);
        for (const item of [delisted, sold])
          await grid.getByRole('button', { name: `Add to cart, ${item.name ?? ''}`, exact: true }).click();
        const cart = grid.getByRole('complementary', { name: 'Cart' });
        await cart.getByText('2 selected').waitFor();
        const cards = grid.getByRole('list', { name: 'Items' });
        const asset = await buyerSide.context.newPage();
        await asset.goto(`${market.url}/assets/${repriced.inscription_id}`);
        const listing = asset.getByRole('region', { name: 'Listing' });
        await listing.getByText('0.00030000', { exact: true }).waitFor();
        // Nothing below may reload a page: a reload would start it anew. (How soon the news arrives is a target of
        // `app/bench/liveUpdates.ts`, not a wait here: a busy machine would make a timed wait fail for no fault.)
        const marks = await Promise.all([grid, asset].map((page) => page.evaluate(() => performance.timeOrigin)));

        // A new price: the asset page and the grid's card show it.
        await other.page.goto(`${market.url}/assets/${repriced.inscription_id}`);
        await other.page.getByRole('button', { name: 'Change price' }).click();
        const priceDialog = other.page.getByRole('dialog', { name: `Change the price of ${repriced.name ?? ''}` });
        await priceDialog.getByRole('textbox', { name: 'Price' }).fill('0.00025000');
        await priceDialog.getByRole('button', { name: 'Sign new price' }).click();
        await other.page.getByText('Price changed').first().waitFor();
        await listing.getByText('0.00025000', { exact: true }).waitFor();
        await cards
          .getByRole('listitem')
          .filter({ has: grid.getByText(repriced.name ?? '', { exact: true }) })
          .getByText('0.00025000', { exact: true })
          .waitFor();

        // A delisting: the item leaves the cart and the listed-only grid.
        await other.page.goto(`${market.url}/assets/${delisted.inscription_id}`);
        await other.page.getByRole('button', { name: 'Delist' }).click();
        await other.page.getByText('Delisted').first().waitFor();
        await cart.getByText('1 selected').waitFor();
        await cart.getByRole('checkbox', { name: `Select ${delisted.name ?? ''}` }).waitFor({ state: 'detached' });
        await cards
          .getByRole('listitem')
          .filter({ has: grid.getByText(delisted.name ?? '', { exact: true }) })
          .waitFor({ state: 'detached' });

        // A sale the buyer makes from the cart: the seller's asset page, open in their browser, says it is selling.
        const sellerView = await other.context.newPage();
        await sellerView.goto(`${market.url}/assets/${sold.inscription_id}`);
        const sellerListing = sellerView.getByRole('region', { name: 'Listing' });
        await sellerListing.getByText('Listed', { exact: true }).waitFor();
        const buy = cart.getByRole('button', { name: 'Buy now' });
        await expect.poll(() => buy.isEnabled(), { timeout: 30_000 }).toBe(true);
        await buy.click();
        await explained(buyerSide, () => grid.getByText(/^Payment successful!/).waitFor({ timeout: 30_000 }));
        await sellerListing.getByText('Selling', { exact: true }).waitFor();
        await mineBlock(market.url);
        await sellerListing.getByText('Not listed', { exact: true }).waitFor();
        await sellerView.getByRole('button', { name: 'List for sale' }).waitFor({ state: 'detached' });

        expect(await Promise.all([grid, asset].map((page) => page.evaluate(() => performance.timeOrigin)))).toEqual(
          marks,
        );
        expect(buyerSide.errors).toEqual([]);
        expect(other.errors).toEqual([]);
      } finally {
        await other.context.close();
      }
    },
  );

  it(
    "ends a seller's listing with an on-chain cancel: the inscription moves back to them",
    { timeout: 120_000 },
    async () => {
      const last = items[3];
      if (!last) throw new Error('no fourth inscription');
      await sellerSide.page.goto(`${market.url}/assets/${last.inscription_id}`);
      await sellerSide.page.getByRole('button', { name: 'List for sale' }).click();
      const listDialog = sellerSide.page.getByRole('dialog');
      await listDialog.getByRole('textbox', { name: 'Price' }).fill('0.00030000');
      await listDialog.getByRole('button', { name: 'Sign and list' }).click();
      await sellerSide.page.getByText('Listed for sale').first().waitFor();
      const before = await marketApi<{ output: string }>(market.url, '/btc/ordinals/get_inscription_detail', {
        inscription_id: last.inscription_id,
      });
      await sellerSide.page.getByRole('button', { name: 'Cancel on chain' }).click();
      await sellerSide.page
        .getByRole('dialog', { name: /on chain$/ })
        .getByRole('button', { name: 'Sign and cancel on chain' })
        .click();
      await sellerSide.page.getByText(/^Cancelled on chain\./).waitFor();
      await mineBlock(market.url);
      const after = await marketApi<{ output: string; owner_address: string; status: string }>(
        market.url,
        '/btc/ordinals/get_inscription_detail',
        { inscription_id: last.inscription_id },
      );
      expect(after.output).not.toBe(before.output);
      expect(after.owner_address).toBe(seller.address);
      expect(after.status).toBe('normal');
      const history = await marketApi<{ items: Array<{ status: string }> }>(
        market.url,
        '/btc/ordinals/get_inscription_order_list',
        { inscription_id: last.inscription_id },
      );
      expect(history.items[0]?.status).toBe('cancelled');
      expect(sellerSide.errors).toEqual([]);
    },
  );

  it(
    'lists protected (lock, then sale, on sale once the lock confirms), shows the shield, and settles a co-signed purchase bumped in the mempool from /wallet',
    { timeout: 180_000 },
    async () => {
      const chosen = await unlistedOfOneSeller(market.url, marketSeed, 1, seller);
      const [item] = chosen.items;
      if (!item) throw new Error('one inscription was chosen');
      await fund(market.url, chosen.seller.address, 200_000);
      await mineBlock(market.url);
      const other = await openAs(chosen.seller);
      try {
        const { page } = other;
        await page.goto(market.url);
        await connect(page, chosen.seller);
        await page.goto(`${market.url}/assets/${item.inscription_id}`);
        await page.getByRole('button', { name: 'List for sale' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: 'Price' }).fill('0.00040000');
        await dialog.getByText('Protect from sniping', { exact: true }).click();
        await dialog.getByText(/one-time network fee of about [\d,]+ sats/).waitFor();
        await dialog.getByRole('button', { name: 'Sign lock and listing' }).click();
        await page.getByText('Locked. Your protected listing goes on sale once the lock confirms.').first().waitFor();
        const listing = page.getByRole('region', { name: 'Listing' });
        await listing.getByText('Protected listing at 0.00040000 BTC: on sale once the lock confirms.').waitFor();

        // The block holding the lock: the sale goes on sale, protected, on the seller's page without a reload.
        await mineBlock(market.url);
        await listing.getByText('Listed', { exact: true }).waitFor({ timeout: 10_000 });
        await listing.getByTitle(/^Snipe-proof/).waitFor();

        // The buyer sees the shield on the asset page and buys through the market's co-signature.
        const { page: buyerPage } = buyerSide;
        await buyerPage.goto(`${market.url}/assets/${item.inscription_id}`);
        const shown = buyerPage.getByRole('region', { name: 'Listing' });
        await shown
          .getByTitle(/^Snipe-proof/)
          .getByText('Protected')
          .waitFor();
        await shown.getByText(/^Snipe-proof: the market co-signs every purchase/).waitFor();
        await shown.getByRole('button', { name: 'Buy now' }).click();
        const confirm = buyerPage.getByRole('dialog', { name: `Buy ${item.name ?? ''}` });
        const sign = confirm.getByRole('button', { name: 'Sign and buy' });
        await expect.poll(() => sign.isEnabled(), { timeout: 30_000 }).toBe(true);
        await sign.click();
        await explained(buyerSide, () =>
          buyerPage
            .getByText(/^Payment successful!/)
            .first()
            .waitFor({ timeout: 30_000 }),
        );
        // Blocks come on demand here, so the purchase waits in the mempool: the buyer raises its fee from /wallet, the
        // market co-signing the replacement.
        await closePaymentSnack(buyerPage);
        await buyerPage.goto(`${market.url}/wallet`);
        const waiting = buyerPage.getByRole('list', { name: 'Purchases waiting for a block' });
        const speedUp = waiting.getByRole('button', { name: /^Speed up the purchase sent as / });
        const sentAs = (await speedUp.getAttribute('aria-label'))?.split(' ').at(-1) ?? '';
        await speedUp.click();
        const bump = buyerPage.getByRole('dialog', { name: 'Speed up your purchase' });
        await bump.getByText('Custom', { exact: true }).click();
        await bump.getByRole('textbox', { name: 'Custom fee rate' }).fill('50');
        await bump.getByRole('button', { name: 'Sign and speed up' }).click();
        await explained(buyerSide, () =>
          buyerPage.getByText('Speed-up sent: your purchase now pays 50 sat/vB.').first().waitFor(),
        );
        await waiting.getByText(/paying 50 sat\/vB/).waitFor();
        await mineBlock(market.url);
        await waiting.waitFor({ state: 'detached' });

        const history = await marketApi<{ items: Array<{ status: string; txid: string | null }> }>(
          market.url,
          '/btc/ordinals/get_inscription_order_list',
          { inscription_id: item.inscription_id },
        );
        const sale = history.items[0];
        expect(sale?.status).toBe('sold');
        // The sale settled once, as the bump: it replaced the purchase first sent, at the rate chosen.
        expect(sale?.txid).not.toBe(sentAs);
        const bought = await chainTx(market.url, sale?.txid ?? '');
        expect(bought.fee / Math.ceil(bought.weight / 4)).toBeGreaterThanOrEqual(50);
        // The seller's input spends the lock by its leaf: the market's signature, the seller's, the leaf, the control
        // block. The buyer now holds the inscription.
        const sold = bought.vin.find((input) => input.witness?.length === 4);
        expect(sold?.witness?.[1]?.slice(-2)).toBe('83');
        expect(sold?.witness?.[0]).toHaveLength(128);
        const after = await marketApi<{ owner_address: string; locked: boolean; protected: boolean }>(
          market.url,
          '/btc/ordinals/get_inscription_detail',
          { inscription_id: item.inscription_id },
        );
        expect(after).toMatchObject({ owner_address: buyer.address, locked: false, protected: false });
        expect(other.errors).toEqual([]);
        expect(buyerSide.errors).toEqual([]);
      } finally {
        await other.context.close();
      }
    },
  );

  it(
    "buys a BRC-20 listing from a token's order book at the costs its dialog showed",
    { timeout: 120_000 },
    async () => {
      const { page } = buyerSide;
      await page.goto(`${market.url}/marketplace/brc20`);
      const ticks = await marketApi<{ items: Array<{ tick: string }> }>(market.url, '/btc/brc_20/get_ticks', {});
      let bought: { tick: string; orderId: string; seller: string; price: number; amount: string } | undefined;
      for (const { tick } of ticks.items) {
        const book = await marketApi<{
          items: Array<{ order_id: string; seller_address: string; price: number; amount: string }>;
        }>(market.url, '/btc/brc_20/get_on_sale_order_list', { tick });
        const order = book.items[0];
        if (order)
          bought = {
            tick,
            orderId: order.order_id,
            seller: order.seller_address,
            price: order.price,
            amount: order.amount,
          };
        if (bought) break;
      }
      if (!bought) throw new Error('The seeded market lists no BRC-20 order.');
      await page.getByRole('button', { name: bought.tick, exact: true }).click();
      await page
        .getByRole('button', { name: `Buy ${bought.amount} ${bought.tick}` })
        .first()
        .click();
      const confirm = page.getByRole('dialog', { name: `Buy ${bought.amount} ${bought.tick}` });
      const sign = confirm.getByRole('button', { name: 'Sign and buy' });
      await expect.poll(() => sign.isEnabled(), { timeout: 30_000 }).toBe(true);
      const quoted = await shownCosts(confirm);
      await sign.click();
      await explained(buyerSide, () =>
        page
          .getByText(/^Payment successful!/)
          .first()
          .waitFor({ timeout: 30_000 }),
      );
      await mineBlock(market.url);
      const sold = await marketApi<{ items: Array<{ order_id: string; txid: string | null; status: string }> }>(
        market.url,
        '/btc/brc_20/get_sold_order_list',
        { tick: bought.tick },
      );
      const sale = sold.items.find((order) => order.order_id === bought.orderId);
      expect(sale?.status).toBe('sold');
      const tokenTx = await chainTx(market.url, sale?.txid ?? '');
      const token = flows(tokenTx, buyer.address);
      expect(token.to(bought.seller)).toBeGreaterThanOrEqual(bought.price);
      expect(quoted.subtotal).toBe(bought.price);
      expect(quoted.royaltyFee).toBe(0);
      expect(tokenTx.fee).toBe(quoted.networkFee);
      const postage = tokenTx.vout[1]?.value ?? 0;
      expect(token.fromBuyer - (token.to(buyer.address) - postage)).toBe(quoted.total);
      expect(buyerSide.errors).toEqual([]);
    },
  );
});
