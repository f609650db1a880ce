import { qrApprovalLink } from '@ordmarket/app';
import { describe, expect, it } from 'vitest';
import { newTrader } from './devnetTraders';
import { journeyMarket } from './journeyMarket';
import { collectPageErrors, returningVisitor } from './market';
import { openAs } from './traderBrowser';

const market = journeyMarket();

describe('signing in with a QR code approved on a phone', () => {
  it('gives the computer a whole session: the address in the header and on /wallet, and Log out', async () => {
    const trader = newTrader();
    const computer = await market.browser.newContext({
      viewport: { width: 1400, height: 900 },
      reducedMotion: 'reduce',
    });
    await returningVisitor(computer);
    const page = await computer.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${market.url}/wallet`);

    // The computer has no wallet: it shows a QR code, whose sign-in request the phone opens.
    await page.getByRole('button', { name: 'Connect wallet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
    const requested = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/ordinals/qrcode'));
    await dialog.getByRole('button', { name: 'Sign in with a QR code' }).click();
    const { data } = (await (await requested).json()) as { data: { request_id: string } };
    await page.getByRole('img', { name: 'Sign-in QR code' }).waitFor();

    const phone = await openAs(market.browser, trader, { width: 390, height: 844 });
    await phone.page.goto(qrApprovalLink(market.url, data.request_id));
    await phone.page.getByRole('button', { name: 'Connect wallet' }).first().click();
    await phone.page
      .getByRole('dialog', { name: 'Connect wallet' })
      .getByRole('button', { name: /Devnet wallet/ })
      .click();
    await phone.page.getByRole('button', { name: 'Approve sign-in' }).click();
    await phone.page.getByText('The other device is now signed in.').waitFor();

    // The computer is signed in as the phone's wallet: its address in the header, its account on /wallet.
    const short = `${trader.address.slice(0, 4)}...${trader.address.slice(-4)}`;
    const session = page.getByRole('button', { name: `${short} · signed in by QR code` });
    await session.waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByText(trader.address, { exact: true }).waitFor({ state: 'attached' });

    await session.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor();
    await expect.poll(() => session.count()).toBe(0);
    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    await computer.close();
  }, 120_000);
});
