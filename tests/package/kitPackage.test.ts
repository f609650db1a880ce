import react from '@vitejs/plugin-react';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import sirv from 'sirv';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../rig/chromium';
import { installBuiltPackages } from './installBuiltPackages';

let consumer: string;

beforeAll(() => {
  consumer = installBuiltPackages();
});

afterAll(() => {
  rmSync(consumer, { recursive: true, force: true });
});

/** Bundles one entry of the consumer the way its own build would, and lists the modules that went in. */
async function bundledModules(entry: string): Promise<string[]> {
  const result = await build({
    root: consumer,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, rolldownOptions: { input: join(consumer, entry), preserveEntrySignatures: 'exports-only' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])));
}

const kitModule = (modules: string[], folder: string): boolean =>
  modules.some((id) => id.includes(`/@ordmarket/ui/${folder}/`));
const chartLibrary = (modules: string[]): boolean => modules.some((id) => /\/(uplot|lightweight-charts)\//.test(id));

/** The consumer's pages built as its own build would build them, once: the button page and the strings page. */
let site: Promise<string> | undefined;
function builtSite(): Promise<string> {
  site ??= build({
    root: consumer,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      outDir: join(consumer, 'site'),
      rolldownOptions: { input: [join(consumer, 'index.html'), join(consumer, 'strings.html')] },
    },
  }).then(() => join(consumer, 'site'));
  return site;
}

/** Opens `path` of the built consumer in Chromium and runs `check` on it. */
async function inChromium(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const server: Server = createServer(sirv(await builtSite()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await check(page);
  } finally {
    await browser.close();
    server.close();
  }
}

describe('the built kit in another product', () => {
  it('installs from its packed tarballs and renders a themed, working button', async () => {
    await inChromium('/', async (page) => {
      const button = page.getByRole('button', { name: 'Buy now' });
      await button.waitFor();
      // The default theme's primary colour, from the tokens CSS the kit installs.
      expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(15, 169, 113)');
      await button.click();
      expect(await page.locator('body').getAttribute('data-bought')).toBe('yes');
    });
  });

  it("speaks the host's language from its own strings, with the host's override winning", async () => {
    // The kit carries its strings: the marketplace's locales package is not installed beside it.
    expect(existsSync(join(consumer, 'node_modules', '@ordmarket', 'locales'))).toBe(false);
    // The host's own i18n starts in Chinese (the kit's Chinese strings load on demand), then switches to English.
    await inChromium('/strings.html?lang=zh', async (page) => {
      const drawer = page.getByRole('dialog', { name: '网络费用' });
      await drawer.waitFor();
      for (const tier of ['最快', '一般', '经济', '自定义']) {
        expect(await drawer.getByRole('radio', { name: new RegExp(tier) }).count()).toBe(1);
      }
      expect(await drawer.getByRole('button', { name: '关闭', exact: true }).count()).toBe(1);
      expect(await drawer.getByText('网络费', { exact: true }).count()).toBe(1);

      await drawer.getByRole('button', { name: 'English' }).click();
      const english = page.getByRole('dialog', { name: 'Network fee' });
      await english.waitFor();
      for (const tier of ['Fastest', 'General', 'Custom']) {
        expect(await english.getByRole('radio', { name: new RegExp(tier) }).count()).toBe(1);
      }
      expect(await english.getByRole('button', { name: 'Close', exact: true }).count()).toBe(1);
      // The host renamed Economy; nothing else changed.
      expect(await english.getByRole('radio', { name: /Slow and cheap/ }).count()).toBe(1);
      expect(await english.getByText('Economy').count()).toBe(0);
    });
  });

  it('tree-shakes: importing Button alone pulls in neither the drawer nor the chart library', async () => {
    const buttonOnly = await bundledModules('buttonOnly.ts');
    const everything = await bundledModules('everything.ts');
    expect(kitModule(buttonOnly, 'primitives/Button')).toBe(true);
    // The whole kit does carry them, so their absence above is the bundler's doing, not a missing file.
    expect(kitModule(everything, 'primitives/Drawer')).toBe(true);
    expect(chartLibrary(everything)).toBe(true);
    expect(kitModule(buttonOnly, 'primitives/Drawer')).toBe(false);
    expect(kitModule(buttonOnly, 'widgets/PriceChart')).toBe(false);
    expect(chartLibrary(buttonOnly)).toBe(false);
  });

  it("reads amounts with protocol's grammar and carries none of protocol's Bitcoin code", async () => {
    const everything = await bundledModules('everything.ts');
    expect(everything.some((id) => id.includes('/@ordmarket/protocol/units/amountText.js'))).toBe(true);
    expect(everything.filter((id) => /\/(bitcoinjs-lib|@bitcoinerlab|@noble)\//.test(id))).toEqual([]);
    expect(
      everything.filter(
        (id) =>
          id.includes('/@ordmarket/protocol/') &&
          !id.includes('/protocol/units/') &&
          !id.includes('/protocol/brc20/amount.js') &&
          !id.includes('ProtocolError'),
      ),
    ).toEqual([]);
  });
});
