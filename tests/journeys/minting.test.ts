import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../rig/chromium';
import { startSeededMarket, type RunningMarket } from '../rig/marketServer';
import { fund, marketApi, mineBlock, newTrader } from './devnetTraders';
import { connect, openAs } from './traderBrowser';

let market: RunningMarket;
let browser: Browser;

beforeAll(async () => {
  market = await startSeededMarket();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
});

afterAll(async () => {
  await browser.close();
  await market.close();
});

/** Waits until the drawer's progress says the order is inscribed (the service sends its reveals). */
async function untilInscribed(drawer: Locator): Promise<void> {
  await drawer.locator('[aria-current="step"]', { hasText: 'Inscribed' }).waitFor({ timeout: 60_000 });
}

/** The payment snack the spec shows after paying: read, then closed, as a person would. */
async function closePaymentSnack(page: Page): Promise<void> {
  const snack = page.getByRole('dialog').filter({ hasText: 'Payment successful!' });
  await snack.getByRole('button', { name: /close/i }).click();
  await snack.waitFor({ state: 'detached' });
}

describe('minting from the launchpad with the devnet wallet', () => {
  it(
    'a newcomer mints from the public mint, finds the piece in /wallet, and is refused where not qualified',
    { timeout: 300_000 },
    async () => {
      const minter = newTrader();
      await fund(market.url, minter.address, 2_000_000);
      await mineBlock(market.url);
      const { page, context, errors } = await openAs(browser, minter);

      // The public mint: three views, paid by the wallet at the chosen fee tier.
      await page.goto(`${market.url}/collections/satoshi-shapes`);
      await connect(page, minter);
      await page.getByRole('button', { name: 'MINT', exact: true }).first().click();
      const qualified = page.getByRole('dialog', { name: 'You are qualified to mint' });
      await qualified.getByRole('button', { name: 'MINT', exact: true }).click();
      const order = page.getByRole('dialog', { name: 'Mint inscriptions' });
      const pay = order.getByRole('button', { name: 'Pay' });
      await expect.poll(() => pay.isEnabled(), { timeout: 30_000 }).toBe(true);
      await pay.click();
      const success = page.getByRole('dialog', { name: 'Mint submitted' });
      await success.waitFor({ timeout: 60_000 });
      await page.getByText('Payment success').first().waitFor();
      await closePaymentSnack(page);
      await untilInscribed(success);

      // After a block, the new piece is the wallet's: in /wallet and on chain, with the mint's content.
      await mineBlock(market.url);
      const owned = await marketApi<{ items: Array<{ inscription_id: string; name: string | null }> }>(
        market.url,
        '/btc/ordinals/get_collection_inscription_list',
        { collection_id: 'satoshi-shapes', owner_address: minter.address, page: 1, limit: 20 },
      );
      expect(owned.items).toHaveLength(1);
      const [minted] = owned.items;
      expect(minted?.name).toBe('Shape #211');
      const content = await fetch(`${market.url}/content/${minted?.inscription_id ?? ''}`);
      expect(content.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await content.text()).toMatch(/^<svg/);

      // 'Continue MINT' reloads the page.
      const reloaded = page.waitForEvent('load');
      await success.getByRole('button', { name: 'Continue MINT' }).click();
      await reloaded;
      await page.goto(`${market.url}/wallet`);
      // /wallet lists the wallet's collections; the minted piece is inside its own.
      await page.getByText('Satoshi Shapes', { exact: true }).first().click();
      await page.getByText('Shape #211', { exact: true }).first().waitFor({ timeout: 30_000 });

      // The whitelist mint does not admit this wallet: the drawer says so and offers no MINT.
      await page.goto(`${market.url}/collections/rune-rain`);
      await page.getByRole('button', { name: 'MINT', exact: true }).first().click();
      const refused = page.getByRole('dialog', { name: 'Not qualified' });
      await refused.waitFor();
      expect(await page.getByRole('dialog', { name: 'You are qualified to mint' }).count()).toBe(0);
      expect(await refused.getByRole('button', { name: 'MINT', exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');

      // A combining mint: the same combination a second time asks before minting it again.
      for (const attempt of ['first', 'repeat'] as const) {
        // The drawer pays from confirmed coins only (spec: cardinal spendable funds): the last change confirms first.
        await mineBlock(market.url);
        await page.goto(`${market.url}/collections/ordinal-circles`);
        await page.getByRole('button', { name: 'MINT', exact: true }).first().click();
        await page
          .getByRole('dialog', { name: 'You are qualified to mint' })
          .getByRole('button', { name: 'MINT', exact: true })
          .click();
        const combine = page.getByRole('dialog', { name: 'Mint inscriptions' });
        const payCombination = combine.getByRole('button', { name: 'Pay' });
        await expect.poll(() => payCombination.isEnabled(), { timeout: 30_000 }).toBe(true);
        await payCombination.click();
        if (attempt === 'first') {
          await closePaymentSnack(page);
          await untilInscribed(page.getByRole('dialog', { name: 'Mint submitted' }));
        } else {
          const prompt = page
            .getByRole('alertdialog')
            .or(page.getByRole('dialog').filter({ hasText: 'This combo has already been minted' }));
          await prompt.getByText('This combo has already been minted, do you want to mint it again?').waitFor();
          await prompt.getByRole('button', { name: 'cancel' }).click();
        }
      }
      // Rune Rain's cards are HTML inscriptions in script-less sandboxed frames; Chromium logs each blocked script.
      // Loading those previews without scripts (and without the noise) is the grid work of the speed issue.
      const sandboxNotice =
        /^console: Blocked script execution in '.+\/content\/[0-9a-f]{64}i\d+' because the document's frame is sandboxed/;
      expect(errors.filter((error) => !sandboxNotice.test(error))).toEqual([]);
      await context.close();
    },
  );
});
