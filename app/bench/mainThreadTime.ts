import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/rig/chromium';
import { startSeededMarket } from '../../tests/rig/marketServer';
import { seededIds } from '../../tests/journeys/market';
import { framePartsOf, type SampledFrame } from './sampleSources';

/**
 * Where a first visit's main-thread time goes, by the part of the code that ran: each route loaded in headless
 * Chromium at 4x CPU (1280×800, nothing cached or stored, so the day's welcome opens) under V8's sampling profiler,
 * every sample told by the build's source maps (see sampleSources.ts). Prints each part's time per load, averaged
 * over the loads, beside its share. A diagnostic for issue 32's paint target, not a target of its own: it says
 * which work a change can hope to save before anyone measures that change's TBT, whose noise on this machine is
 * larger than most single causes.
 * Run: npx tsx app/bench/mainThreadTime.ts (MAIN_THREAD_ROUTES=home,collection and MAIN_THREAD_RUNS=3 by default);
 * APP_DIST_DIR=… profiles another build (the market renders with that build's renderer too).
 */
const runs = Number(process.env.MAIN_THREAD_RUNS ?? '3');
const chosenRoutes = (process.env.MAIN_THREAD_ROUTES ?? 'home,collection').split(',');
const cpuSlowdown = 4;
const shownParts = 25;
const distDir = process.env.APP_DIST_DIR ?? join(import.meta.dirname, '..', 'dist');

interface CpuProfile {
  readonly nodes: ReadonlyArray<{ readonly id: number; readonly callFrame: SampledFrame }>;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** One first visit of `url` under the profiler, until the page is taken over and 3 s more have passed. */
async function profiledVisit(browser: Browser, url: string): Promise<CpuProfile> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
    await devtools.send('Profiler.start');
    await page.goto(url);
    await page.locator('#root[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    // What follows the takeover (the market feed, the welcome's modal, a chart) is part of the visit too.
    await page.waitForTimeout(3_000);
    const { profile } = await devtools.send('Profiler.stop');
    return { nodes: profile.nodes, samples: profile.samples ?? [], timeDeltas: profile.timeDeltas ?? [] };
  } finally {
    await context.close();
  }
}

/** Milliseconds per part of the code over the profiles, per load. */
function timeByPart(profiles: readonly CpuProfile[], partOf: (frame: SampledFrame) => string): Map<string, number> {
  const times = new Map<string, number>();
  for (const profile of profiles) {
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    profile.samples.forEach((nodeId, index) => {
      const frame = frames.get(nodeId);
      // A sample's time is the delta to the next one; the last sample has none.
      const micros = profile.timeDeltas[index + 1] ?? 0;
      if (frame === undefined || micros === 0) return;
      const part = partOf(frame);
      times.set(part, (times.get(part) ?? 0) + micros / 1000 / profiles.length);
    });
  }
  return times;
}

const runDir = await mkdtemp(join(tmpdir(), 'ordmarket-main-thread-'));
const market = await startSeededMarket(runDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const ids = await seededIds(market.url);
  const paths: Record<string, string> = {
    home: '/',
    collection: `/collections/${ids.collectionId}`,
    asset: `/assets/${ids.inscriptionId}`,
    'marketplace (inscriptions)': '/marketplace/nft',
  };
  const partOf = framePartsOf(distDir);
  for (const route of chosenRoutes) {
    const path = paths[route];
    if (path === undefined) throw new Error(`No route "${route}": choose from ${Object.keys(paths).join(', ')}.`);
    const profiles: CpuProfile[] = [];
    for (let run = 0; run < runs; run += 1) profiles.push(await profiledVisit(browser, market.url + path));
    const times = [...timeByPart(profiles, partOf)].filter(([part]) => part !== '(idle)');
    const busy = times.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`${route}: ${busy.toFixed(0)} ms of main-thread work per first visit at ${String(cpuSlowdown)}x CPU`);
    console.log(
      `  (${String(runs)} loads, averaged; "(program)" is the browser's own work: parsing, style, layout, paint)`,
    );
    for (const [part, ms] of times.sort((a, b) => b[1] - a[1]).slice(0, shownParts)) {
      console.log(
        `  ${part.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms  ${((ms / busy) * 100).toFixed(1).padStart(5)}%`,
      );
    }
  }
} finally {
  await browser.close();
  await market.close();
  await rm(runDir, { recursive: true, force: true });
}
