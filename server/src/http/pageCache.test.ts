import { describe, expect, it } from 'vitest';
import type { MarketEvent } from '../realtime/marketEvents';
import { cachePages, type PageAsked } from './pageCache';

const block: MarketEvent = { type: 'block', height: 101, hash: 'ab'.repeat(32), time: 1_700_000_000 };

/** A feed whose events the test sends, and a renderer that counts its renders and can be held or made to fail. */
function rig(options: { freshForMs?: number; maxPages?: number } = {}) {
  const listeners = new Set<(event: MarketEvent) => void>();
  let clock = 0;
  let renders = 0;
  let held: Array<() => void> | undefined;
  let failing = false;
  const cache = cachePages<PageAsked>(
    async (asked) => {
      renders += 1;
      const render = renders;
      if (held !== undefined) await new Promise<void>((resolve) => held?.push(resolve));
      if (failing) throw new Error('the renderer broke');
      return `${asked.url} render ${String(render)}`;
    },
    {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    { freshForMs: options.freshForMs ?? 5_000, maxPages: options.maxPages ?? 10, now: () => clock },
  );
  return {
    page: (url: string, more: Partial<PageAsked> = {}) =>
      cache.rendering({ protocol: 'https', host: 'market.example', url, headers: {}, ...more }),
    renders: () => renders,
    publish: (event: MarketEvent) => {
      for (const listener of listeners) listener(event);
    },
    listeners: () => listeners.size,
    advance: (ms: number) => {
      clock += ms;
    },
    hold: () => {
      held = [];
    },
    release: () => {
      for (const resolve of held ?? []) resolve();
      held = undefined;
    },
    fail: (isFailing: boolean) => {
      failing = isFailing;
    },
    close: () => {
      cache.close();
    },
  };
}

describe('rendered pages kept for the next visitor', () => {
  it('sends a page rendered a moment ago again instead of rendering it twice', async () => {
    const pages = rig();
    expect(await pages.page('/collections/x')).toBe('/collections/x render 1');
    pages.advance(4_999);
    expect(await pages.page('/collections/x')).toBe('/collections/x render 1');
    expect(pages.renders()).toBe(1);
  });

  it('has visitors who ask while a page renders wait for that render', async () => {
    const pages = rig();
    pages.hold();
    const asked = [pages.page('/'), pages.page('/'), pages.page('/')];
    pages.release();
    expect(await Promise.all(asked)).toEqual(['/ render 1', '/ render 1', '/ render 1']);
    expect(pages.renders()).toBe(1);
  });

  it('renders apart what differs in address, query, host or cookies', async () => {
    const pages = rig();
    await pages.page('/collections/x');
    await pages.page('/collections/x?sort=newest');
    await pages.page('/collections/x', { host: 'other.example' });
    await pages.page('/collections/x', { headers: { cookie: 'ordmarket-welcomed=1' } });
    expect(pages.renders()).toBe(4);
    expect(await pages.page('/collections/x', { headers: { cookie: 'ordmarket-welcomed=1' } })).toBe(
      '/collections/x render 4',
    );
  });

  it('renders again once its time is up', async () => {
    const pages = rig({ freshForMs: 5_000 });
    await pages.page('/');
    pages.advance(5_000);
    expect(await pages.page('/')).toBe('/ render 2');
  });

  it('renders every page again after a market event', async () => {
    const pages = rig();
    await pages.page('/');
    await pages.page('/collections/x');
    pages.publish(block);
    expect(await pages.page('/')).toBe('/ render 3');
    expect(await pages.page('/collections/x')).toBe('/collections/x render 4');
  });

  it('keeps a render under way when an event arrives for nobody who asks after the event', async () => {
    const pages = rig();
    pages.hold();
    const before = pages.page('/');
    pages.publish(block);
    const after = pages.page('/');
    pages.release();
    expect(await before).toBe('/ render 1');
    expect(await after).toBe('/ render 2');
    expect(await pages.page('/')).toBe('/ render 2');
  });

  it('keeps no failed render: the next visitor gets a new one', async () => {
    const pages = rig();
    pages.fail(true);
    await expect(pages.page('/')).rejects.toThrow('the renderer broke');
    pages.fail(false);
    expect(await pages.page('/')).toBe('/ render 2');
  });

  it('lets the page asked for longest ago go when full', async () => {
    const pages = rig({ maxPages: 2 });
    await pages.page('/a');
    await pages.page('/b');
    await pages.page('/a');
    await pages.page('/c');
    expect(pages.renders()).toBe(3);
    expect(await pages.page('/a')).toBe('/a render 1');
    expect(await pages.page('/b')).toBe('/b render 4');
  });

  it('renders every request when told to keep nothing', async () => {
    const pages = rig({ freshForMs: 0 });
    await pages.page('/');
    expect(await pages.page('/')).toBe('/ render 2');
  });

  it('stops following the market once closed', () => {
    const pages = rig();
    expect(pages.listeners()).toBe(1);
    pages.close();
    expect(pages.listeners()).toBe(0);
  });
});
