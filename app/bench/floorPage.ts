import { createServer, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

export interface FloorPage {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The floor a page's paint is judged against: one heading and one image (`imageUrl`, one of the market's own),
 * sent compressed as the market sends its pages. Nothing a real page does can paint sooner on this machine.
 */
export async function serveFloorPage(imageUrl: string): Promise<FloorPage> {
  const html = brotliCompressSync(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
      `content="width=device-width, initial-scale=1"><title>Floor</title></head><body>` +
      `<h1>Ordmarket</h1><img src="${imageUrl}" alt="" width="600" height="600"></body></html>`,
  );
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The floor page has no port.');
  return {
    url: `http://127.0.0.1:${String(address.port)}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
