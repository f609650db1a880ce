/**
 * Milliseconds one call of `run` takes: the median of `calls` timed calls, after as many untimed ones to warm the
 * JIT. The median keeps a garbage collection or another process on the shared cores from moving the figure.
 */
export function medianMilliseconds(run: () => void, calls: number): number {
  for (let call = 0; call < calls; call += 1) run();
  const times = Array.from({ length: calls }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  return times.sort((a, b) => a - b)[Math.floor(calls / 2)] ?? Number.NaN;
}
