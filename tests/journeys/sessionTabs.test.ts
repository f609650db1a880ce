// One trader, two tabs, one session: the tabs cross an access-token expiry together and both stay signed in; a
// 'Login expired' then ends the session and nothing else, so reconnecting is the same devnet wallet with its coins.
// The server runs in this process so the journey can move its sign-in clock past the tokens' lifetime.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetKeyStorageKey } from '@ordmarket/app';
import {
  openTestPglite,
  skippingClock,
  startTestServer,
  type DatabaseHandle,
  type RunningServer,
} from '@ordmarket/server/testing';
import { chromiumArgs, chromiumPath } from '../rig/chromium';
import { fund, mineBlock, newTrader } from './devnetTraders';
import { collectPageErrors } from './market';
import { connect } from './traderBrowser';

const accessTokenTtlMs = 15 * 60 * 1000;

let database: DatabaseHandle;
let server: RunningServer;
let browser: Browser;
const authTime = skippingClock();

beforeAll(async () => {
  database = await openTestPglite();
  // As `npm start` serves the built app; the rate limits are lifted, as in the other journeys.
  server = await startTestServer(
    database,
    { RATE_LIMIT_PER_MINUTE: '1000000', ADDRESS_RATE_LIMIT_PER_MINUTE: '1000000' },
    { authClock: authTime.now },
  );
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
});

afterAll(async () => {
  await browser.close();
  await server.close();
  await database.close();
});

/** Requests the page sent to the API with a bearer token, and how each was answered. */
function answersSeen(page: Page): Array<{ token: string; status: number }> {
  const seen: Array<{ token: string; status: number }> = [];
  page.on('response', (response) => {
    const authorization = response.request().headers().authorization;
    if (authorization !== undefined)
      seen.push({ token: authorization.replace(/^Bearer /, ''), status: response.status() });
  });
  return seen;
}

const storedItem = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

/** How many requests for a Web Lock wait in this origin (every tab's), or 0 while the page is between documents. */
const lockWaiters = (page: Page) =>
  page.evaluate(async () => (await navigator.locks.query()).pending?.length ?? 0).catch(() => 0);

async function openWallet(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/wallet`);
  await page.getByRole('heading', { name: 'My wallet' }).waitFor();
  await page.getByRole('tab', { name: 'Inscriptions' }).waitFor();
}

describe('a signed-in devnet trader with two tabs', () => {
  it(
    'keeps both tabs signed in across an access-token expiry, and its wallet through a Login expired',
    { timeout: 180_000 },
    async () => {
      const trader = newTrader();
      await fund(server.url, trader.address, 250_000);
      await mineBlock(server.url);

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      const first = await context.newPage();
      const firstErrors = collectPageErrors(first);
      await first.goto(server.url);
      // The key goes where the devnet wallet keeps it, once: from here on only the app decides whether it stays.
      await first.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        devnetKeyStorageKey,
        trader.privateKeyHex,
      ] as const);
      await first.reload();
      await first
        .getByRole('dialog', { name: 'Welcome to Ordmarket' })
        .getByRole('button', { name: 'Start exploring' })
        .click();
      await connect(first, trader);
      const walletButton = first.getByRole('button', { name: new RegExp(`${trader.address.slice(0, 4)}.+BTC`) });
      const walletLabel = await walletButton.innerText();
      expect(walletLabel).not.toMatch(/\b0 BTC/);

      await openWallet(first, server.url);
      const second = await context.newPage();
      const secondErrors = collectPageErrors(second);
      await openWallet(second, server.url);

      // Each refresh is held until the other tab is on its way too (waiting for the refresh lock, or refreshing
      // itself), so the two tabs always meet at the refresh instead of one finishing before the other expires.
      const refreshes: string[] = [];
      await context.route('**/v1/oauth2/token', async (route) => {
        refreshes.push(route.request().postData() ?? '');
        await expect
          .poll(async () => refreshes.length >= 2 || (await lockWaiters(first)) + (await lockWaiters(second)) > 0, {
            timeout: 60_000,
            interval: 25,
          })
          .toBe(true);
        await route.continue();
      });
      const answers = [answersSeen(first), answersSeen(second)];
      const expiredToken = await storedItem(first, 'access_token');
      authTime.skip(accessTokenTtlMs + 60_000);

      await Promise.all([first.reload(), second.reload()]);
      // A new pair is stored (not none: that would be the session ended).
      await expect
        .poll(() => storedItem(first, 'access_token'), { timeout: 60_000 })
        .toSatisfy((stored) => stored !== null && stored !== expiredToken);
      const renewedToken = (await storedItem(first, 'access_token')) ?? '';
      // Both tabs met the expiry, and both went on with the one pair of tokens the single refresh stored.
      for (const seen of answers) {
        await expect
          .poll(() => seen.some((answer) => answer.token === renewedToken && answer.status === 200), {
            timeout: 60_000,
          })
          .toBe(true);
        expect(seen.some((answer) => answer.token === expiredToken && answer.status === 401)).toBe(true);
      }
      expect(refreshes).toHaveLength(1);
      for (const page of [first, second]) {
        expect(page.url()).toBe(`${server.url}/wallet`);
        await page.getByRole('tab', { name: 'Inscriptions' }).waitFor();
        expect(await page.getByText('Login expired, please log in again').count()).toBe(0);
      }
      await context.unroute('**/v1/oauth2/token');

      // The session is ended on the server (the trader logged out everywhere from another device).
      const logout = await fetch(`${server.url}/api/v1/user/ordinals/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${renewedToken}` },
        body: '{}',
      });
      expect(((await logout.json()) as { code: number }).code).toBe(0);
      // The wallet's restore on this load is held until the session's end shows, both where it waits for the
      // market's chain (health) and where it reads the wallet's coins: a slow machine orders them so, and the ended
      // session must still win, leaving the header offering to connect.
      const expired = first.getByText('Login expired, please log in again');
      const restoreReads = [`**/api/v1/health`, `**/address/${trader.address}/utxo`];
      for (const read of restoreReads) {
        await first.route(read, async (route) => {
          await expired.waitFor();
          // The screen the expiry leaves aborts its reads: a read dropped meanwhile has nothing left to continue.
          await route.continue().catch((error: unknown) => {
            if (!(error instanceof Error && error.message.includes('Route is already handled'))) throw error;
          });
        });
      }
      await first.reload();
      await expired.waitFor();
      await first.waitForURL(`${server.url}/`);
      for (const read of restoreReads) await first.unroute(read);
      // Only the session went: the wallet's key, the welcome dialog's day and the wallet choice stay.
      expect(await storedItem(first, 'access_token')).toBeNull();
      expect(await storedItem(first, 'refresh_token')).toBeNull();
      expect(await storedItem(first, devnetKeyStorageKey)).toBe(trader.privateKeyHex);
      expect(await storedItem(first, 'ExperienceDialogCloseDate')).not.toBeNull();

      // Connecting again is the same wallet, with its coins.
      await connect(first, trader);
      expect(await walletButton.innerText()).toBe(walletLabel);
      await first.reload();
      await walletButton.waitFor();
      expect(await first.getByRole('dialog', { name: 'Welcome to Ordmarket' }).count()).toBe(0);
      // The ended session's and the expired token's 401 answers are the point of this journey; Chromium logs each.
      const errors = [...firstErrors, ...secondErrors];
      expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
      await context.close();
    },
  );
});
