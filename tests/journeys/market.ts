import type { BrowserContext, Page } from 'playwright-core';

/** Ids from the seeded market the journeys visit. */
export interface MarketIds {
  readonly collectionId: string;
  readonly inscriptionId: string;
  /** The first item's name as its card shows it. */
  readonly inscriptionName: string;
}

async function post<Data>(url: string, path: string, body: object): Promise<Data> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: Data };
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code}: ${answer.msg}`);
  return answer.data;
}

export async function seededIds(url: string): Promise<MarketIds> {
  const popular = await post<{ items: Array<{ collection_id: string }> }>(
    url,
    '/btc/ordinals/get_popular_collections',
    {},
  );
  const collectionId = popular.items[0]?.collection_id;
  if (collectionId === undefined) throw new Error('The seeded market has no collections.');
  const items = await post<{ items: Array<{ inscription_id: string; name: string | null }> }>(
    url,
    '/btc/ordinals/get_collection_inscription_list',
    { collection_id: collectionId },
  );
  const first = items.items[0];
  if (first?.name == null) throw new Error(`Collection ${collectionId} has no named inscriptions.`);
  return { collectionId, inscriptionId: first.inscription_id, inscriptionName: first.name };
}

/** A visitor who already closed today's welcome and the small-screen notice, for pages looked at as they are. */
export async function returningVisitor(context: BrowserContext): Promise<void> {
  // As the app tells the server (app/src/rendering/welcomeCookie.ts; the welcome journey holds the name), so its
  // pages come without the welcome. The journeys' markets listen on 127.0.0.1, and a cookie is the host's whatever
  // the port.
  await context.addCookies([{ name: 'ordmarket-welcomed', value: '1', domain: '127.0.0.1', path: '/' }]);
  await context.addInitScript(() => {
    // Init scripts run in every frame; sandboxed inscription frames have no storage and must stay untouched.
    if (window !== window.top) return;
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    window.localStorage.setItem('ExperienceDialogCloseDate', day);
    window.localStorage.setItem('MobileNoticeDismissed', 'true');
  });
}

/** Everything the page logged as an error or threw, so a journey can require none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

/** Screenshots wait for the page to settle: data loaded, fonts in, no caret or animation mid-way. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({
    content: `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`,
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Lazy images below the fold never load by themselves; those on screen must have (or have failed to).
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      return image.complete || box.bottom < 0 || box.top > window.innerHeight;
    }),
  );
}
