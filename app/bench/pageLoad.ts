import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/rig/chromium';
import { startSeededMarket } from '../../tests/rig/marketServer';
import { seededIds } from '../../tests/journeys/market';
import { experienceDialogCloseDateKey } from '../src/common/overlayStorageKeys';
import { localCalendarDay } from '../src/common/experienceDay';
import { coldLoad, type ColdLoad, type LoadConditions } from './coldLoad';
import { serveFloorPage } from './floorPage';

/**
 * `npm run bench`: how soon each route paints next to a floor page (one heading and one image, served
 * compressed like the market's pages; see floorPage.ts), loaded in the same run. Runs the seeded market as
 * `npm start` does (build the app first) and opens every route in headless Chromium (desktop, 1280×800) with the
 * CPU throttled 4x, 5 times each, on a first visit (empty cache and storage: the day's welcome dialog opens
 * over the page) and on a return visit (the page loaded once before, so its files are cached, and the welcome
 * already seen today). A load ends on a quiet period (see coldLoad.ts). Prints each route's median Largest
 * Contentful Paint as a ratio to the floor's (issue 32's target: ≤ 2x) and its median Total Blocking Time
 * (target ≤ 200 ms), with the compressed JavaScript asked for before the first paint.
 * Run: npx tsx app/bench/pageLoad.ts (PAGE_LOAD_ROUTES=home,collection and PAGE_LOAD_RUNS=3 narrow it while working)
 */
const runs = Number(process.env.PAGE_LOAD_RUNS ?? '5');
const chosenRoutes = process.env.PAGE_LOAD_ROUTES?.split(',');
const targetRatio = 2;
const targetTbtMs = 200;
const desktop: LoadConditions = { cpuSlowdown: 4, quietMs: 2_000, viewport: { width: 1280, height: 800 } };
const visits = [
  { name: 'first visit', conditions: desktop },
  {
    name: 'return visit',
    conditions: {
      ...desktop,
      isReturnVisit: true,
      storage: { [experienceDialogCloseDateKey]: localCalendarDay(new Date()) },
    },
  },
] as const;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const runDir = await mkdtemp(join(tmpdir(), 'ordmarket-page-load-'));
const market = await startSeededMarket(runDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
const ids = await seededIds(market.url);
const floor = await serveFloorPage(`${market.url}/content/${ids.inscriptionId}`);
const routes = (
  [
    ['home', '/'],
    ['collections', '/collections'],
    ['collection', `/collections/${ids.collectionId}`],
    ['collection info', `/collections/info/${ids.collectionId}`],
    ['marketplace (inscriptions)', '/marketplace/nft'],
    ['marketplace (BRC-20)', '/marketplace/brc20'],
    ['asset', `/assets/${ids.inscriptionId}`],
    ['wallet', '/wallet'],
    ['404', '/no-such-page'],
  ] as const satisfies ReadonlyArray<readonly [string, string]>
).filter(([name]) => chosenRoutes === undefined || chosenRoutes.includes(name));
try {
  for (const { name: visit, conditions } of visits) {
    const loadsOf = async (url: string): Promise<ColdLoad[]> => {
      const loads: ColdLoad[] = [];
      for (let run = 0; run < runs; run += 1) loads.push(await coldLoad(browser, url, conditions));
      return loads;
    };
    const floorLcp = median((await loadsOf(floor.url)).map((load) => load.lcpMs));
    console.log(
      `${visit}, ${runs} loads each at ${desktop.cpuSlowdown}x CPU, medians; floor page LCP ${floorLcp.toFixed(0)} ms`,
    );
    let met = 0;
    for (const [name, path] of routes) {
      const loads = await loadsOf(`${market.url}${path}`);
      const lcp = median(loads.map((load) => load.lcpMs));
      const tbt = median(loads.map((load) => load.tbtMs));
      // A return visit takes its scripts from the cache: only a first visit's are sent.
      const kilobytes = median(loads.map((load) => load.scriptsBeforePaint.bytes)) / 1024;
      const sent = conditions.isReturnVisit === true ? '' : `  JS before paint ${kilobytes.toFixed(1)} KB`;
      const ratio = lcp / floorLcp;
      const isMet = ratio <= targetRatio && tbt <= targetTbtMs;
      if (isMet) met += 1;
      console.log(
        `  ${name.padEnd(28)} LCP ${lcp.toFixed(0).padStart(5)} ms = ${ratio.toFixed(2)}x floor (target ≤ ${String(targetRatio)}x)` +
          `  TBT ${tbt.toFixed(0).padStart(4)} ms (target ≤ ${String(targetTbtMs)})  ${isMet ? 'met' : 'MISSED'}${sent}`,
      );
    }
    console.log(`  ${String(met)} of ${String(routes.length)} routes met both targets`);
  }
} finally {
  await floor.close();
  await browser.close();
  await market.close();
  await rm(runDir, { recursive: true, force: true });
}
