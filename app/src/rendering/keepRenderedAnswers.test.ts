import {
  unstable_serialize as serializeKey,
  type BareFetcher,
  type Key,
  type SWRConfiguration,
  type SWRHook,
} from 'swr';
import { unstable_serialize as serializePagesKey } from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import { keepRenderedAnswers } from './keepRenderedAnswers';

const bannersKey = ['/phoenix/public/get_banners_by_position', '{"position_id":"home-banner"}'] as const;
const itemsKey = ['/btc/ordinals/get_collection_items', '{"collection_id":"frogs","page":1}'] as const;
const fetcher: BareFetcher = () => Promise.resolve(undefined);

/** The configuration the middleware hands SWR for `key` (what the hook below it is called with). */
function configFor(middleware: ReturnType<typeof keepRenderedAnswers>, key: Key): SWRConfiguration {
  let seen: SWRConfiguration | undefined;
  const recordingHook = ((_key: Key, _fetcher: BareFetcher | null, config: SWRConfiguration) => {
    seen = config;
    return undefined;
  }) as unknown as SWRHook;
  middleware(recordingHook)(key, fetcher, { refreshInterval: 60_000 });
  if (seen === undefined) throw new Error('The middleware never called the hook below it.');
  return seen;
}

describe('the answers a rendered page came with', () => {
  const answers = {
    [serializeKey(bannersKey)]: { banners: [] },
    [serializePagesKey(() => itemsKey)]: [{ items: [], total: 0 }],
  };

  it('are not fetched again as their hooks mount while the first screen is taken over', () => {
    const middleware = keepRenderedAnswers(answers, () => false);
    expect(configFor(middleware, bannersKey)).toEqual({ refreshInterval: 60_000, revalidateOnMount: false });
  });

  it('leave every other read as its hook configured it', () => {
    const middleware = keepRenderedAnswers(answers, () => false);
    expect(configFor(middleware, ['/api/v1/rates/usd_btc', '{}'])).toEqual({ refreshInterval: 60_000 });
    expect(configFor(middleware, null)).toEqual({ refreshInterval: 60_000 });
    const otherItems = ['/btc/ordinals/get_collection_items', '{"collection_id":"toads","page":1}'] as const;
    expect(configFor(middleware, () => otherItems)).toEqual({ refreshInterval: 60_000 });
  });

  it('include a paged read whose first page the page came with, told by its page-key function', () => {
    const middleware = keepRenderedAnswers(answers, () => false);
    // As useSWRInfinite calls it: with the page's index (and the page before it).
    const pageKey = (index = 0) => [itemsKey[0], `{"collection_id":"frogs","page":${String(index + 1)}}`];
    expect(configFor(middleware, pageKey)).toEqual({ refreshInterval: 60_000, revalidateOnMount: false });
  });

  it('are read afresh by a hook that mounts once the first screen is shown', () => {
    const middleware = keepRenderedAnswers(answers, () => true);
    expect(configFor(middleware, bannersKey)).toEqual({ refreshInterval: 60_000 });
  });
});
