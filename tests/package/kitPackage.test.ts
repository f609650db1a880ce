import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
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

describe('the built kit in another product', () => {
  it('installs from its packed tarballs and renders a themed, working button', async () => {
    await build({
      root: consumer,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: join(consumer, 'site') },
    });
    const server: Server = createServer(sirv(join(consumer, 'site')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const button = page.getByRole('button', { name: 'Buy now' });
      await button.waitFor();
      // The default theme's primary colour, from the tokens CSS the kit installs.
      expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(15, 169, 113)');
      await button.click();
      expect(await page.locator('body').getAttribute('data-bought')).toBe('yes');
    } finally {
      await browser.close();
      server.close();
    }
  });

  it('tree-shakes: importing Button alone pulls in neither the drawer nor the chart library', async () => {
    const buttonOnly = await bundledModules('buttonOnly.ts');
    const everything = await bundledModules('everything.ts');
    expect(kitModule(buttonOnly, 'Button')).toBe(true);
    // The whole kit does carry them, so their absence above is the bundler's doing, not a missing file.
    expect(kitModule(everything, 'Drawer')).toBe(true);
    expect(chartLibrary(everything)).toBe(true);
    expect(kitModule(buttonOnly, 'Drawer')).toBe(false);
    expect(kitModule(buttonOnly, 'PriceChart')).toBe(false);
    expect(chartLibrary(buttonOnly)).toBe(false);
  });
});
