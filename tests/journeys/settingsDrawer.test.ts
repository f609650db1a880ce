import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../rig/chromium';
import { serveBuiltStorybook, type RunningStorybook } from '../rig/storybookServer';

let storybook: RunningStorybook;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  storybook = await serveBuiltStorybook();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
});

afterAll(async () => {
  await browser.close();
  await storybook.close();
});

beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  return () => context.close();
});

describe('the built Storybook', () => {
  it('opens in Chromium, and the settings drawer switches the theme', async () => {
    await page.goto(`${storybook.url}/?path=/story/ui-settingsdrawer--defaults`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    const drawer = preview.getByRole('dialog', { name: 'Settings' });
    await drawer.waitFor();
    const root = preview.locator('html');
    expect(await root.getAttribute('data-mode')).toBe('dark');
    const darkBackground = await preview.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

    // The radio input is visually hidden inside its tile; a user clicks the tile's label.
    await drawer.getByText('Light', { exact: true }).click();

    await expect.poll(() => root.getAttribute('data-mode')).toBe('light');
    const lightBackground = await preview.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    expect(lightBackground).toBe('rgb(255, 255, 255)');
    expect(lightBackground).not.toBe(darkBackground);
    await expect
      .poll(() => drawer.getByRole('button', { name: 'Reset to defaults' }).getAttribute('aria-describedby'))
      .toBeTruthy();
  });

  it('goes fullscreen and back from the settings drawer', async () => {
    await page.goto(`${storybook.url}/iframe.html?id=ui-settingsdrawer--fullscreen&viewMode=story`);
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.getByRole('button', { name: 'Fullscreen' }).click();
    await drawer.getByRole('button', { name: 'Exit Fullscreen' }).waitFor();
    expect(await page.evaluate(() => document.fullscreenElement?.tagName)).toBe('HTML');

    await drawer.getByRole('button', { name: 'Exit Fullscreen' }).click();
    await drawer.getByRole('button', { name: 'Fullscreen' }).waitFor();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  });
});
