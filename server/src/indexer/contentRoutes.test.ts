import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { p2trWallet } from '../chain/devnet/testing/devnetTestKit';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import { contentSecurityPolicy } from './contentRoutes';
import { reveal } from './testing/indexerTestKit';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const bob = p2trWallet(31);

describe.each(testDatabases)('GET /content/:inscriptionId on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  beforeEach(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
  });
  afterEach(async () => {
    await server.close();
    await database.close();
  });

  it('serves a revealed inscription sandboxed, never sniffed, cached for good; 404 for unknown ids', async () => {
    const devnet = server.services.devnet;
    if (devnet === undefined) throw new Error('the test server runs the devnet');
    const html = '<html><script>document.cookie</script></html>';
    const { txid } = await reveal(
      devnet,
      [{ contentType: 'text/html;charset=utf-8', body: new TextEncoder().encode(html) }],
      [{ ...bob, value: 546n }],
    );
    await devnet.mine(1);
    await server.services.indexer.syncToTip();
    const response = await fetch(new URL(`/content/${txid}i0`, server.url));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html);
    expect(response.headers.get('content-type')).toBe('text/html;charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(contentSecurityPolicy).toContain('sandbox allow-scripts');
    expect(contentSecurityPolicy).not.toContain('allow-same-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toContain('immutable');

    expect((await fetch(new URL(`/content/${txid}i1`, server.url))).status).toBe(404);
    expect((await fetch(new URL('/content/nonsense', server.url))).status).toBe(404);
  });

  it('serves a body whose content type no header can carry (a NUL, a non-ASCII letter) as bytes', async () => {
    const devnet = server.services.devnet;
    if (devnet === undefined) throw new Error('the test server runs the devnet');
    const body = new TextEncoder().encode('hi');
    const { txid } = await reveal(
      devnet,
      [
        { contentType: 'text/plain\u0000x', body },
        { contentType: 'text/plain;charset=ü', body, contentEncoding: 'br\u0000' },
      ],
      [{ ...bob, value: 546n }],
    );
    await devnet.mine(1);
    await server.services.indexer.syncToTip();
    for (const index of [0, 1]) {
      const response = await fetch(new URL(`/content/${txid}i${index}`, server.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(await response.text()).toBe('hi');
    }
  });
});
