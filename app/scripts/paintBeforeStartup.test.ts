import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { paintBeforeStartup, paintFirstSource } from './paintBeforeStartup';

const appDir = mkdtempSync(join(tmpdir(), 'paint-before-startup-'));
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

/** Every file a build wrote, whichever shape its answer took. */
function outputsOf(result: Awaited<ReturnType<typeof build>>): Array<Rolldown.OutputChunk | Rolldown.OutputAsset> {
  if (Array.isArray(result)) return result.flatMap((one) => one.output);
  return 'output' in result ? result.output : [];
}

/** Builds a page whose entry imports a chunk of its own, with the plugin, and answers the built index.html. */
async function builtPage(withPaintFirst = true): Promise<string> {
  writeFileSync(
    join(appDir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div>' +
      '<script type="module" src="/main.ts"></script></body></html>',
  );
  writeFileSync(join(appDir, 'main.ts'), "import { greeting } from './shared';\nconsole.log(greeting);\n");
  writeFileSync(join(appDir, 'shared.ts'), "export const greeting = 'hello';\n");
  mkdirSync(join(appDir, 'src'), { recursive: true });
  writeFileSync(join(appDir, paintFirstSource), "console.log('paint first');\n");
  const result = await build({
    root: appDir,
    configFile: false,
    logLevel: 'silent',
    plugins: [paintBeforeStartup()],
    build: {
      write: false,
      assetsDir: 'static',
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: withPaintFirst ? { index: 'index.html', paintFirst: paintFirstSource } : { index: 'index.html' },
        output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.ts$/ }] } },
      },
    },
  });
  const page = outputsOf(result).find(
    (output): output is Rolldown.OutputAsset => output.type === 'asset' && output.fileName === 'index.html',
  );
  if (page === undefined || typeof page.source !== 'string') throw new Error('The build wrote no index.html.');
  return page.source;
}

describe('the built page, whose only script is paintFirst', () => {
  it('preloads the startup script instead of running it, and runs paintFirst after the preloads it reads', async () => {
    const page = await builtPage();
    const scripts = [...page.matchAll(/<script type="module" crossorigin src="\/([^"]+)"><\/script>/g)];
    expect(scripts.map(([, file]) => file)).toEqual([expect.stringMatching(/^static\/paintFirst-[\w-]+\.js$/)]);
    const startup = [...page.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)" data-startup>/g)];
    expect(startup.map(([, file]) => file)).toEqual([expect.stringMatching(/^static\/index-[\w-]+\.js$/)]);
    // The chunk the entry imports is preloaded as Vite wrote it; importing the entry runs it first.
    expect(page).toMatch(/<link rel="modulepreload" crossorigin href="\/static\/shared-[\w-]+\.js">/);
    expect(page.indexOf('paintFirst-')).toBeGreaterThan(page.lastIndexOf('data-startup'));
  });

  it('refuses a build without paintFirst: its page would run no script at all', async () => {
    await expect(builtPage(false)).rejects.toThrow(`The build has no chunk for ${paintFirstSource}.`);
  });
});
