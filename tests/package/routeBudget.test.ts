import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadScripts } from './firstLoadScripts';

// `npm test` builds the app (build:packages) before this project runs. Issue 13 asks for home <= 150 KB and
// collection <= 200 KB; these budgets hold the first loads where the cuts so far have brought them (home from
// about 485 KB, collection from 515 KB), so nothing grows back while the rest of the way is made. The count
// was checked against Chromium: app/bench/pageLoad.ts sums the scripts a cold load asks for before its first
// paint, as sent (brotli), and lands within 1-4 KB of this, the difference being the chunks a first visit
// then loads by itself (today's welcome dialog; on a collection, its price chart), which are not first-load
// code.
const distDir = join(import.meta.dirname, '..', '..', 'app', 'dist');
const kilobyte = 1024;
// The language a first visit reads: English unless the visitor chose otherwise.
const startupLanguage = '../locales/en/resources.ts';

const routes = [
  { name: 'home', source: 'src/screens/home/homeRoute.tsx', budgetBytes: 183 * kilobyte },
  { name: 'collection', source: 'src/screens/collection/collectionRoute.tsx', budgetBytes: 224 * kilobyte },
] as const;

/** Every source file a built chunk was made from, read from its source map (Vite's own helpers have none). */
function sourcesOf(file: string): string[] {
  const mapPath = join(distDir, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return map.sources;
}

describe('the first load of each route', () => {
  it('finds the app built', () => {
    expect(existsSync(join(distDir, '.vite', 'manifest.json')), 'run `npm run build -w @ordmarket/app`').toBe(true);
  });

  it.each(routes)('keeps the $name route within its budget of compressed JavaScript', ({ source, budgetBytes }) => {
    const firstLoad = firstLoadScripts(distDir, [source, startupLanguage]);
    expect(firstLoad.brotliBytes).toBeLessThanOrEqual(budgetBytes);
  });

  it.each(routes)('gives the $name route no wallet, Bitcoin or second-language code', ({ source }) => {
    const sources = firstLoadScripts(distDir, [source, startupLanguage]).files.flatMap(sourcesOf);
    const heavy = sources.filter((path) =>
      /node_modules\/(bitcoinjs-lib|sats-connect|@sats-connect|@noble\/curves|bip174)\/|\/app\/src\/wallet\/|\/locales\/cn\//.test(
        path,
      ),
    );
    expect(heavy).toEqual([]);
  });
});
