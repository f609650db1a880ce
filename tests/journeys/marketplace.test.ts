import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeyMarket } from './journeyMarket';
import { everyPictureLoads } from './pictures';
import { compareWithBaseline } from '../rig/pageScreenshot';
import { collectPageErrors, returningVisitor, seededIds, settle, type MarketIds } from './market';

const market = journeyMarket();
let ids: MarketIds;

beforeAll(async () => {
  ids = await seededIds(market.url);
});

async function openPage(
  width = 1280,
  returning = true,
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await market.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  if (returning) await returningVisitor(context);
  const page = await context.newPage();
  return { page, context, errors: collectPageErrors(page) };
}

async function connectDevnetWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  await dialog.getByRole('button', { name: /Devnet wallet/ }).click();
  // The dialog closes once the wallet is connected and signed in (the tokens are saved).
  await dialog.waitFor({ state: 'detached' });
  // Connected: the header button now names the shortened address and the balance.
  await page.getByRole('button', { name: /tb1.+BTC/ }).waitFor();
}

describe('a newcomer on the seeded market (npm start)', () => {
  it('browses home, collections, a collection, an inscription and every marketplace tab', async () => {
    const { page, context, errors } = await openPage(1280, false);
    await page.goto(market.url);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Ordmarket' });
    await welcome.getByRole('button', { name: 'Start exploring' }).click();
    await expect.poll(() => welcome.count()).toBe(0);
    await page.getByRole('heading', { name: 'Popular collections' }).waitFor();

    await page.getByRole('navigation').first().getByRole('link', { name: 'Collections' }).click();
    await page.waitForURL(`${market.url}/collections`);
    // The seeded covers include HTML and text inscriptions: each shows as a picture, none as the broken-image stand-in.
    await everyPictureLoads(page.getByRole('table'));
    await page.locator(`a[href="/collections/${ids.collectionId}"]`).first().click();
    await page.waitForURL(`${market.url}/collections/${ids.collectionId}`);
    await page.getByRole('button', { name: ids.inscriptionName, exact: true }).click();
    await page.waitForURL(`${market.url}/assets/${ids.inscriptionId}`);

    await page.goto(`${market.url}/marketplace/nft`);
    await everyPictureLoads(page.getByRole('table'));
    for (const [label, key] of [
      ['BRC20', 'brc20'],
      ['NFTs Activity', 'nfts_activity'],
      ['BRC20 Activity', 'brc20_activity'],
      ['NFTs', 'nft'],
    ] as const) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await page.waitForURL(`${market.url}/marketplace/${key}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('connects the devnet wallet, sees /wallet, and is sent home when the session expires there', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(market.url);
    await connectDevnetWallet(page);
    await page.goto(`${market.url}/wallet`);
    await page.getByRole('heading', { name: 'My wallet' }).waitFor();
    await page.getByRole('tab', { name: 'Inscriptions' }).waitFor();

    // Both tokens are refused: the refresh fails, so the session is over (spec §8).
    await page.evaluate(() => {
      window.localStorage.setItem('access_token', 'expired-access-token');
      window.localStorage.setItem('refresh_token', 'revoked-refresh-token');
    });
    await page.reload();
    await page.getByText('Login expired, please log in again').waitFor();
    await page.waitForURL(`${market.url}/`);
    // The refused tokens' 401 answers are the point of this step; Chromium logs every one.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('switches to light mode and to Chinese', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(market.url);
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByText('Light', { exact: true }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-mode')).toBe('light');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.getByRole('link', { name: '合集' }).first().waitFor();
    await page.reload();
    // Both choices are kept across visits (settings and i18nextLng in localStorage).
    await page.getByRole('link', { name: '合集' }).first().waitFor();
    expect(await page.locator('html').getAttribute('data-mode')).toBe('light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown route with the 404 page', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(`${market.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a page from the server's HTML", () => {
  it('shows a first visit its content before any script runs: the home shelves, a collection with its items, an asset', async () => {
    const context = await market.browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(market.url);
    await page.getByRole('heading', { name: 'Popular collections' }).waitFor();
    await page.locator(`a[href="/collections/${ids.collectionId}"]`).first().waitFor();
    // One image is fetched before the first paint, the banner (home's largest paint); the covers wait for layout.
    const fetchedFirst = page.locator('link[rel="preload"][as="image"]');
    expect(await fetchedFirst.evaluateAll((links) => links.map((link) => link.getAttribute('fetchpriority')))).toEqual([
      'high',
    ]);
    expect(await page.locator('img[loading="lazy"]').count()).toBeGreaterThan(6);
    await page.goto(`${market.url}/collections/${ids.collectionId}`);
    await page.getByRole('listitem').filter({ hasText: ids.inscriptionName }).first().waitFor();
    // The grid's first card is its largest paint; the others wait for layout.
    expect(await page.locator('[role="list"] img[fetchpriority="high"]').count()).toBe(1);
    // The screen's code is named in the page, to be fetched when the network is free.
    expect(await page.locator('link[rel="prefetch"][href*="/collectionRoute-"]').count()).toBe(1);
    await page.goto(`${market.url}/assets/${ids.inscriptionId}`);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await page.getByText(ids.inscriptionId).first().waitFor();
    // The page's own script is still to come (no inline script runs under the page's policy).
    expect(await page.locator('script:not([type="application/json"]):not([src])').count()).toBe(0);
    await context.close();
  });

  it("paints the day's welcome with a first visit's page, hands it to the browser, and leaves it out once closed", async () => {
    const asSent = await market.browser.newContext({ javaScriptEnabled: false });
    const sentPage = await asSent.newPage();
    await sentPage.goto(market.url);
    await sentPage.getByRole('dialog', { name: 'Welcome to Ordmarket' }).waitFor();
    await asSent.close();

    const { page, context, errors } = await openPage(1280, false);
    await page.goto(market.url);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Ordmarket' });
    await welcome.getByRole('button', { name: 'Start exploring' }).click();
    await expect.poll(() => welcome.count()).toBe(0);
    const cookies = await context.cookies(market.url);
    expect(cookies.map((cookie) => cookie.name)).toContain('ordmarket-welcomed');
    // The server now sends the page without it.
    const html = await (await page.request.get(market.url, { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('Welcome to Ordmarket');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is taken over by the browser as it is: no mismatch thrown away, and its controls answer once ready', async () => {
    // A visitor who saw today's welcome: nothing is drawn over the page.
    const { page, context, errors } = await openPage();
    await page.goto(`${market.url}/collections/${ids.collectionId}`);
    await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
    // The server drew the grid's first cards without knowing the viewport; the browser's windowed rows follow.
    await page.locator('[role="list"] [data-row]').first().waitFor();
    // The app's loader adds no link of its own for a chunk the page named.
    const hrefs = (rel: string) =>
      page.locator(`link[rel="${rel}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const named = await hrefs('prefetch');
    expect(named.length).toBeGreaterThan(2);
    expect((await hrefs('modulepreload')).filter((href) => named.includes(href))).toEqual([]);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect wallet' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads what a rendered page came with again only once the market feed is open, not as it takes the page over', async () => {
    const { page, context, errors } = await openPage();
    // Home's first reads: the market's shelves, which the feed's events change, and the banners, the
    // recommendations and the frame's rates, which keep their own clocks.
    const marketReads = [
      '/btc/ordinals/get_trending_collections',
      '/btc/ordinals/get_new_collections',
      '/btc/ordinals/get_popular_collections',
    ];
    const firstReads = new Set([
      ...marketReads,
      '/phoenix/public/get_banners_by_position',
      '/phoenix/public/ordinals/recommend_collections',
      '/api/v1/rates/usd_btc',
      '/api/v1/rates/brc_network_fee',
    ]);
    // In the order the page asked: its first reads' paths, and 'feed' when its WebSocket opened.
    const asked: string[] = [];
    page.on('websocket', () => asked.push('feed'));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (firstReads.has(pathname)) asked.push(pathname);
    });
    await page.goto(market.url);
    await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
    // The shelves are read once more after the feed opens, so no change since the render goes unseen.
    await expect.poll(() => asked.filter((path) => marketReads.includes(path)).sort()).toEqual([...marketReads].sort());
    expect(asked[0]).toBe('feed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes over an asset page rendered with the inscription's detail, without a mismatch", async () => {
    const { page, context, errors } = await openPage();
    await page.goto(`${market.url}/assets/${ids.inscriptionId}`);
    await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('every route at phone, laptop and wide-screen widths', () => {
  const routes = (): Array<readonly [string, string]> => [
    ['home', '/'],
    ['collections', '/collections'],
    ['collection', `/collections/${ids.collectionId}`],
    ['work', `/collections/info/${ids.collectionId}`],
    ['marketplace-nft', '/marketplace/nft'],
    ['marketplace-brc20', '/marketplace/brc20'],
    ['marketplace-nfts-activity', '/marketplace/nfts_activity'],
    ['marketplace-brc20-activity', '/marketplace/brc20_activity'],
    ['asset', `/assets/${ids.inscriptionId}`],
    ['wallet', '/wallet'],
    ['403', '/403'],
    ['404', '/404'],
    ['500', '/500'],
  ];

  // 13 pages per width, each waiting for its data, images and fonts: minutes on two busy cores.
  const sweepTimeoutMs = 240_000;

  it.each([375, 1280, 1920])(
    'renders every route at %i px without console errors, as in its baseline',
    { timeout: sweepTimeoutMs },
    async (width) => {
      const { page, context, errors } = await openPage(width);
      const mismatches: string[] = [];
      for (const [name, path] of routes()) {
        await page.goto(`${market.url}${path}`);
        await settle(page);
        const comparison = compareWithBaseline(`${name}-${width}`, await page.screenshot());
        if (!comparison.matches) mismatches.push(comparison.message);
      }
      expect(errors).toEqual([]);
      expect(mismatches).toEqual([]);
      await context.close();
    },
  );
});
