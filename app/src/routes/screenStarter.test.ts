import type { Namespace } from '@ordmarket/locales';
import type { Params } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ScreenModule, ScreenRoute } from './screenRoutes';
import { screenStarter } from './screenStarter';

const screenModule: ScreenModule = { Component: () => null };

/** Routes that record what each navigation started. */
function recordingRoutes() {
  const started: string[] = [];
  const route = (name: string, path: string | undefined, strings: readonly Namespace[], hasReads: boolean) => {
    const base = {
      strings,
      load: () => {
        started.push(`code ${name}`);
        return Promise.resolve(screenModule);
      },
      ...(hasReads && { prefetch: (params: Params) => started.push(`reads ${name} ${JSON.stringify(params)}`) }),
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
  return { started, start: screenStarter(routes, loadStrings) };
}

describe('what a navigation starts', () => {
  it("starts the screen's code, its strings and its first reads with the route's params", () => {
    const { started, start } = recordingRoutes();
    start({ pathname: '/collections/frogs' });
    expect(started).toEqual(['code collection', 'strings collection,trade', 'reads collection {"id":"frogs"}']);
  });

  it('starts the reads again only when the path changes, not for a new query or a repeat', () => {
    const { started, start } = recordingRoutes();
    start({ pathname: '/collections/frogs' });
    start({ pathname: '/collections/frogs' });
    start({ pathname: '/collections/blocks' });
    start({ pathname: '/' });
    expect(started.filter((line) => line.startsWith('reads'))).toEqual([
      'reads collection {"id":"frogs"}',
      'reads collection {"id":"blocks"}',
      'reads home {}',
    ]);
  });

  it('starts only the code and strings of a screen without first reads', () => {
    const { started, start } = recordingRoutes();
    start({ pathname: '/no/such/page' });
    expect(started).toEqual(['code notFound', 'strings ']);
  });
});
