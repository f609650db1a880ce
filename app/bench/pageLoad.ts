import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/rig/chromium';
import { startSeededMarket } from '../../tests/rig/marketServer';

/**
 * `npm run bench`: what a newcomer's browser pays for the first page. Runs the seeded market as `npm start`
 * does and loads pages in headless Chromium on localhost (desktop, 1280×800, no throttling), 5 times each:
 * - the JavaScript the home route's first load fetches, raw and gzipped;
 * - Lighthouse-style Largest Contentful Paint and Total Blocking Time (long tasks' time over 50 ms, from
 *   navigation until the network has been quiet), as medians.
 */
const runs = 5;

interface PageLoad {
  readonly lcpMs: number;
  readonly tbtMs: number;
}

const observeVitals = `
  window.__vitals = { lcp: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
`;

async function measure(page: Page, url: string): Promise<PageLoad> {
  await page.goto(url, { waitUntil: 'networkidle' });
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: { lcp: number; tbt: number } }).__vitals);
  return { lcpMs: vitals.lcp, tbtMs: vitals.tbt };
}

async function homeScripts(page: Page, url: string): Promise<{ raw: number; gzipped: number; files: number }> {
  const bodies: Buffer[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') void response.body().then((body) => bodies.push(body));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return {
    files: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzipped: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const market = await startSeededMarket();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const fresh = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(observeVitals);
    return context.newPage();
  };
  const firstPage = await fresh();
  const scripts = await homeScripts(firstPage, market.url);
  await firstPage.context().close();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `home route first load: ${scripts.files} JS files, ${kb(scripts.raw)} raw, ${kb(scripts.gzipped)} gzipped`,
  );

  const collectionId = await firstCollectionId(market.url);
  for (const [name, path] of [
    ['/', '/'],
    ['collection page', `/collections/${collectionId}`],
  ] as const) {
    const loads: PageLoad[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await fresh();
      loads.push(await measure(page, `${market.url}${path}`));
      await page.context().close();
    }
    const lcp = median(loads.map((load) => load.lcpMs));
    const tbt = median(loads.map((load) => load.tbtMs));
    console.log(`${name}: LCP median ${lcp.toFixed(0)} ms, TBT median ${tbt.toFixed(0)} ms (${runs} cold loads)`);
  }
} finally {
  await browser.close();
  await market.close();
}

async function firstCollectionId(url: string): Promise<string> {
  const response = await fetch(`${url}/btc/ordinals/get_popular_collections`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const answer = (await response.json()) as { data: { items: Array<{ collection_id: string }> } };
  const first = answer.data.items[0];
  if (first === undefined) throw new Error('The seeded market has no collections.');
  return first.collection_id;
}
