import type { Browser, BrowserContext, Page } from 'playwright-core';
import { holdTraderKey, type DevnetTrader } from './devnetTraders';
import { collectPageErrors, returningVisitor } from './market';

export interface TraderBrowser {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Errors the page logged: a journey ends by checking there were none. */
  readonly errors: string[];
}

/** A desktop window unless a journey says otherwise. */
const desktop = { width: 1600, height: 1000 };

/** A browser window of the trader's own, its devnet wallet holding the trader's key. */
export async function openAs(
  browser: Browser,
  trader: DevnetTrader,
  viewport: { width: number; height: number } = desktop,
): Promise<TraderBrowser> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await returningVisitor(context);
  await holdTraderKey(context, trader);
  const page = await context.newPage();
  return { page, context, errors: collectPageErrors(page) };
}

/** Connects the devnet wallet (its key is the trader's) and signs in. */
export async function connect(page: Page, trader: DevnetTrader): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  await dialog.getByRole('button', { name: /Devnet wallet/ }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: new RegExp(`${trader.address.slice(0, 4)}.+BTC`) }).waitFor();
}

/**
 * A step of a journey that, when it fails, also says what the trader had in front of them (open dialogs, alerts,
 * notices) and what the page logged: a CI failure then explains itself instead of naming only what never appeared.
 */
export async function explained<Result>(trader: TraderBrowser, step: () => Promise<Result>): Promise<Result> {
  try {
    return await step();
  } catch (error) {
    const onScreen = await trader.page
      .locator('[role=dialog], [role=alertdialog], [role=alert], [role=status]')
      .allInnerTexts()
      .catch((unread: unknown) => [`(unreadable: ${String(unread)})`]);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${reason}\nOn screen: ${JSON.stringify(onScreen)}\nPage errors: ${JSON.stringify(trader.errors)}`,
      { cause: error },
    );
  }
}
