import type { Browser, Request } from 'playwright-core';

/** What one cold visit cost, measured in headless Chromium with the CPU throttled. */
export interface ColdLoad {
  /** Largest Contentful Paint, from navigation start. */
  readonly lcpMs: number;
  /** Lighthouse's Total Blocking Time: each long task's time over 50 ms, counted from First Contentful Paint. */
  readonly tbtMs: number;
  /** Every script the visit fetched until it went quiet, with bodies as sent (compressed when the server did). */
  readonly scripts: ScriptBytes;
  /** Those asked for before the first paint: what the page needs to show at all (entry, strings, route). */
  readonly scriptsBeforePaint: ScriptBytes;
}

export interface ScriptBytes {
  readonly files: number;
  readonly bytes: number;
}

export interface LoadConditions {
  readonly cpuSlowdown: number;
  /** The load ends once this long passes with no request in flight, no long task and no new LCP candidate. */
  readonly quietMs: number;
  readonly viewport: { readonly width: number; readonly height: number };
  /** What the page finds in localStorage (a dismissal, a language); empty unless given. */
  readonly storage?: Readonly<Record<string, string>>;
  /**
   * A return visit: the same browser loaded the page once before (its cache holds the page's files) and this
   * second load is the one measured.
   */
  readonly isReturnVisit?: boolean;
}

interface PageVitals {
  readonly now: number;
  readonly timeOrigin: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly lastActivity: number;
  readonly longTasks: ReadonlyArray<readonly [start: number, end: number]>;
}

// Installed before the page's own scripts. Times are the page's performance.now().
const observeVitals = `
  window.__vitals = { fcp: 0, lcp: 0, lastActivity: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__vitals.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      window.__vitals.lastActivity = Math.max(window.__vitals.lastActivity, performance.now());
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const end = entry.startTime + entry.duration;
      window.__vitals.longTasks.push([entry.startTime, end]);
      window.__vitals.lastActivity = Math.max(window.__vitals.lastActivity, end);
    }
  }).observe({ type: 'longtask', buffered: true });
`;

const readVitals = `({ ...window.__vitals, now: performance.now(), timeOrigin: performance.timeOrigin })`;

/** Lighthouse's rule: only what blocks after the first paint counts, and a task's first 50 ms never do. */
function totalBlockingTime(vitals: PageVitals): number {
  return vitals.longTasks.reduce((sum, [start, end]) => sum + Math.max(0, end - Math.max(start, vitals.fcp) - 50), 0);
}

/**
 * Opens `url` in a fresh context (empty cache, nothing stored but `conditions.storage`; for a return visit, after
 * one load at full speed) and waits for a quiet period rather than
 * `networkidle`: throttled, the network goes idle while the main thread is still parsing and nothing has
 * painted. The page's own live-feed WebSocket is not a request here, so it never keeps the load open.
 */
export async function coldLoad(browser: Browser, url: string, conditions: LoadConditions): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: conditions.viewport });
  try {
    await context.addInitScript(observeVitals);
    if (conditions.storage !== undefined) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, conditions.storage);
    }
    const page = await context.newPage();
    if (conditions.isReturnVisit === true) {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });

    const inFlight = new Set<Request>();
    const scripts: Request[] = [];
    let lastNetworkAt = Date.now();
    const settle = (request: Request) => {
      inFlight.delete(request);
      lastNetworkAt = Date.now();
    };
    page.on('request', (request) => {
      inFlight.add(request);
      lastNetworkAt = Date.now();
      if (request.resourceType() === 'script') scripts.push(request);
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);

    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + 60_000;
    let vitals: PageVitals;
    for (;;) {
      await page.waitForTimeout(250);
      vitals = await page.evaluate<PageVitals>(readVitals);
      const isNetworkQuiet = inFlight.size === 0 && Date.now() - lastNetworkAt >= conditions.quietMs;
      const isPageQuiet = vitals.lcp > 0 && vitals.now - vitals.lastActivity >= conditions.quietMs;
      if (isNetworkQuiet && isPageQuiet) break;
      if (Date.now() > deadline) throw new Error(`${url} never went quiet within a minute.`);
    }
    const sent = await Promise.all(
      scripts.map(async (request) => ({
        bytes: (await request.sizes()).responseBodySize,
        isBeforePaint: request.timing().startTime < vitals.timeOrigin + vitals.fcp,
      })),
    );
    const total = (list: typeof sent): ScriptBytes => ({
      files: list.length,
      bytes: list.reduce((sum, script) => sum + script.bytes, 0),
    });
    return {
      lcpMs: vitals.lcp,
      tbtMs: totalBlockingTime(vitals),
      scripts: total(sent),
      scriptsBeforePaint: total(sent.filter((script) => script.isBeforePaint)),
    };
  } finally {
    await context.close();
  }
}
