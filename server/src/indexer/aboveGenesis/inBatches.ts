/** ord requests in flight at once while learning what came before the start. */
const ordConcurrency = 8;

/** `work` over every item, `ordConcurrency` at a time, answers in the items' order. */
export async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += ordConcurrency) {
    results.push(...(await Promise.all(items.slice(at, at + ordConcurrency).map(work))));
  }
  return results;
}
