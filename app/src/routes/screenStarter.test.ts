import type { Namespace } from '@ordmarket/locales';
import type { Params } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadableScreen } from './loadableScreen';
import type { ScreenModule, ScreenRoute } from './screenRoutes';
import { screenStarter } from './screenStarter';

const screenModule: ScreenModule = { Component: () => null };

/** The location a navigation to `address` starts from. */
function at(address: string) {
  const { pathname, search } = new URL(address, 'https://market.test');
  return { pathname, search };
}

/** Routes that record what each navigation started; `answeredPath` is a rendered page's (see screenStarter). */
function recordingRoutes(answeredPath?: string) {
  const started: string[] = [];
  const route = (name: string, path: string | undefined, strings: readonly Namespace[], hasReads: boolean) => {
    const base = {
      strings,
      load: () => {
        started.push(`code ${name}`);
        return Promise.resolve(screenModule);
      },
      ...(hasReads && {
        firstReads: (params: Params, query: URLSearchParams) => {
          started.push(`reads ${name} ${JSON.stringify(params)}${query.size > 0 ? ` ?${query.toString()}` : ''}`);
          return [];
        },
      }),
    };
    const screen: ScreenRoute = path === undefined ? { ...base, index: true } : { ...base, path };
    return screen;
  };
  const routes = [
    route('home', undefined, ['home'], true),
    route('collection', 'collections/:id', ['collection', 'trade'], true),
    route('notFound', '*', [], false),
  ];
  const loadStrings = (strings: readonly Namespace[]) => {
    started.push(`strings ${strings.join(',')}`);
    return Promise.resolve();
  };
  return {
    started,
    start: screenStarter(
      routes.map((screen) => loadableScreen(screen, loadStrings)),
      answeredPath,
    ),
  };
}

describe('what a navigation starts', () => {
  it("starts the screen's code, its strings and its first reads with the route's params", async () => {
    const { started, start } = recordingRoutes();
    await start(at('/collections/frogs'));
    expect(started).toEqual(['code collection', 'strings collection,trade', 'reads collection {"id":"frogs"}']);
  });

  it("hands the first reads the address's query, for a screen that keeps its filters there", async () => {
    const { started, start } = recordingRoutes();
    await start(at('/collections/frogs?status=listed&trait.Eyes=Laser'));
    expect(started).toContain('reads collection {"id":"frogs"} ?status=listed&trait.Eyes=Laser');
  });

  it("loads a screen's code and strings once, however often it is opened", async () => {
    const { started, start } = recordingRoutes();
    await start(at('/collections/frogs'));
    await start(at('/'));
    await start(at('/collections/blocks'));
    expect(started.filter((line) => !line.startsWith('reads'))).toEqual([
      'code collection',
      'strings collection,trade',
      'code home',
      'strings home',
    ]);
  });

  it('answers once the code is in, and fails as the code does', async () => {
    const failing = loadableScreen(
      { path: '*', strings: [], load: () => Promise.reject(new Error('The chunk failed to load.')) },
      () => Promise.resolve(),
    );
    await expect(screenStarter([failing])(at('/anything'))).rejects.toThrow('The chunk failed to load.');
  });

  it('starts the reads again only when the path changes, not for a new query or a repeat', async () => {
    const { started, start } = recordingRoutes();
    await start(at('/collections/frogs'));
    await start(at('/collections/frogs'));
    await start(at('/collections/blocks'));
    await start(at('/'));
    expect(started.filter((line) => line.startsWith('reads'))).toEqual([
      'reads collection {"id":"frogs"}',
      'reads collection {"id":"blocks"}',
      'reads home {}',
    ]);
  });

  it('starts only the code and strings of a screen without first reads', async () => {
    const { started, start } = recordingRoutes();
    await start(at('/no/such/page'));
    expect(started).toEqual(['code notFound', 'strings ']);
  });

  it("leaves the reads of a page the server rendered with their answers to those answers, and reads the next page's", async () => {
    const { started, start } = recordingRoutes('/collections/frogs');
    await start(at('/collections/frogs'));
    await start(at('/collections/frogs?status=listed'));
    await start(at('/'));
    expect(started).toEqual([
      'code collection',
      'strings collection,trade',
      'code home',
      'strings home',
      'reads home {}',
    ]);
  });
});
