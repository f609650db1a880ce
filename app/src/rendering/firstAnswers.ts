import { unstable_serialize as serializeKey } from 'swr';
import { unstable_serialize as serializePagesKey } from 'swr/infinite';
import type { FirstRead } from '../api/prefetchRead';

/**
 * Runs a route's first reads and answers them as SWR's fallback: by the key its hook looks them up under, a paged
 * read (useSWRInfinite) as its list of pages. A read never rejects (it answers its empty default).
 */
export async function firstAnswers(reads: readonly FirstRead[]): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    reads.map(async (read) => {
      const answer = await read.fetch();
      return read.isFirstPage
        ? ([serializePagesKey(() => read.key), [answer]] as const)
        : ([serializeKey(read.key), answer] as const);
    }),
  );
  return Object.fromEntries(answers);
}
