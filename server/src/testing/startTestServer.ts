import { loadConfig } from '../config/config';
import type { DatabaseHandle } from '../db/database';
import { startServer, type RunningServer, type StartOptions } from '../startServer';

/**
 * A real server on a free loopback port over the given database: devnet mining only on demand, no seeded
 * market, logs off.
 * `environment` overrides any setting (rate limits, token lifetimes...); `clocks` replaces the system clocks.
 */
export function startTestServer(
  database: DatabaseHandle,
  environment: Record<string, string> = {},
  clocks: Pick<StartOptions, 'clock' | 'authClock'> = {},
): Promise<RunningServer> {
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEVNET_BLOCK_SECONDS: '0',
    SEED_MARKET: 'false',
    INDEXER_POLL_MS: '100',
    // Tests run the inscription service's passes themselves.
    INSCRIBE_POLL_MS: '0',
    ...environment,
  });
  return startServer(config, { database, ...clocks });
}

/** POSTs JSON and returns the HTTP status and the parsed envelope. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { code: number; msg: string; data: unknown } }> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}
