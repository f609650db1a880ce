import { brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { p2trWallet } from '../chain/devnet/testing/devnetTestKit';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import { reveal } from './testing/indexerTestKit';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const carol = p2trWallet(32);
const utf8 = (text: string) => new TextEncoder().encode(text);
// A 1×1 PNG: signature, IHDR, IDAT and IEND, as inscribed.
const png = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f8a8a40000000049454e44ae426082',
    'hex',
  ),
);

describe.each(testDatabases)('GET /preview/:inscriptionId on $name', (testDatabase) => {
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

  it('answers images as inscribed and draws text, HTML and other content as escaped SVG cards, cached for good', async () => {
    const devnet = server.services.devnet;
    if (devnet === undefined) throw new Error('the test server runs the devnet');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>';
    const { txid } = await reveal(
      devnet,
      [
        { contentType: 'image/png', body: png },
        { contentType: 'image/svg+xml', body: utf8(svg) },
        { contentType: 'text/plain;charset=utf-8', body: utf8('gm <b>fren</b> & "x"\nline two') },
        { contentType: 'text/html', body: utf8('<html><title>Ember <Orb></title><script>top.x=1</script></html>') },
        { contentType: 'video/mp4', body: Uint8Array.of(0, 0, 0, 24) },
        {
          contentType: 'text/plain',
          contentEncoding: 'br',
          body: Uint8Array.from(brotliCompressSync(utf8('z'.repeat(100_000)))),
        },
      ],
      [{ ...carol, value: 546n }],
    );
    await devnet.mine(1);
    await server.services.indexer.syncToTip();
    const preview = (index: number) => fetch(new URL(`/preview/${txid}i${index}`, server.url));

    const image = await preview(0);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');

    // An SVG is an image already: in an <img> its script never runs, and opened alone it is sandboxed.
    const vector = await preview(1);
    expect(vector.headers.get('content-type')).toBe('image/svg+xml');
    expect(await vector.text()).toBe(svg);
    expect(vector.headers.get('content-security-policy')).toContain('sandbox');

    const text = await preview(2);
    expect(text.headers.get('content-type')).toBe('image/svg+xml;charset=utf-8');
    expect(text.headers.get('cache-control')).toContain('immutable');
    expect(text.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const textCard = await text.text();
    expect(textCard).toContain('>PLAIN<');
    expect(textCard).toContain('>gm &lt;b&gt;fren&lt;/b&gt; &amp; &quot;x&quot;<');
    expect(textCard).toContain('>line two<');
    expect(textCard).not.toContain('<b>');

    const html = await (await preview(3)).text();
    expect(html).toContain('>HTML<');
    expect(html).toContain('Ember &lt;Orb&gt;');
    expect(html).not.toMatch(/<script|top\.x/);

    const video = await (await preview(4)).text();
    expect(video).toContain('>MP4<');

    // A compressed text is inflated only as far as the card's lines.
    const compressed = await (await preview(5)).text();
    expect(compressed.match(/<tspan/g)).toHaveLength(7);
    expect(compressed.length).toBeLessThan(2_000);

    expect((await preview(6)).status).toBe(404);
    expect((await fetch(new URL('/preview/nonsense', server.url))).status).toBe(404);
  });
});
