import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../rig/chromium';
import { startSeededMarket, type RunningMarket } from '../rig/marketServer';

export interface JourneyMarket {
  /** The seeded market's address. */
  readonly url: string;
  /** One headless Chromium for the file's trader windows. */
  readonly browser: Browser;
}

/**
 * A copy of the run's seeded market (tests/rig/marketServer.ts) and a headless Chromium for one journey file: started before its first
 * test and closed after its last. Its fields are read inside tests and hooks, once they have started.
 */
export function journeyMarket(): JourneyMarket {
  let market: RunningMarket | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    market = await startSeededMarket(inject('journeyRunDir'));
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await market?.close();
  });
  const started = <Part>(part: Part | undefined): Part => {
    if (part === undefined) throw new Error('The journey market starts in beforeAll: read it inside a test.');
    return part;
  };
  return {
    get url() {
      return started(market).url;
    },
    get browser() {
      return started(browser);
    },
  };
}
