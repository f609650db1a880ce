import autocannon from 'autocannon';

/** One request autocannon sends; several are sent in rotation. */
export interface ReadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

export interface ReadRate {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly failed: number;
}

/** What issue 13 asks of a read, and what landed main measured before it. */
export interface ReadGoal {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly baseline?: { readonly requestsPerSecond: number; readonly p99Ms?: number };
}

const runs = 3;
const secondsPerRun = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median over a few short autocannon runs (10 connections, loopback) of requests/s and latency percentiles. */
export async function measureReads(url: string, requests: readonly ReadRequest[]): Promise<ReadRate> {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(
      await autocannon({
        url,
        connections: 10,
        duration: secondsPerRun,
        requests: requests.map((request) => ({
          method: request.method,
          path: request.path,
          headers: { 'content-type': 'application/json' },
          ...(request.body === undefined ? {} : { body: request.body }),
        })),
      }),
    );
  }
  return {
    requestsPerSecond: median(results.map((result) => result.requests.average)),
    p50Ms: median(results.map((result) => result.latency.p50)),
    p99Ms: median(results.map((result) => result.latency.p99)),
    failed: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}

/** One line: the measured rate and p99 beside the target and, where it has one, the ratio to its baseline. */
export function describeRead(title: string, rate: ReadRate, goal: ReadGoal): string {
  const met = rate.requestsPerSecond >= goal.requestsPerSecond && rate.p99Ms <= goal.p99Ms ? 'met' : 'NOT met';
  const baseline = goal.baseline
    ? `; issue baseline ${goal.baseline.requestsPerSecond} req/s` +
      (goal.baseline.p99Ms === undefined ? '' : ` p99 ${goal.baseline.p99Ms} ms`) +
      ': ' +
      `${(rate.requestsPerSecond / goal.baseline.requestsPerSecond).toFixed(1)}x the rate`
    : '';
  return (
    `${title}: ${Math.round(rate.requestsPerSecond)} req/s, p50 ${rate.p50Ms} ms, p99 ${rate.p99Ms} ms, ` +
    `${rate.failed} failed (target >= ${goal.requestsPerSecond} req/s, p99 <= ${goal.p99Ms} ms: ${met}${baseline})\n`
  );
}
