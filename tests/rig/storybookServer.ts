import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';

export const storybookStaticDir = join(import.meta.dirname, '..', '..', 'storybook-static');

export interface RunningStorybook {
  url: string;
  close: () => Promise<void>;
}

/** Serves the built Storybook on a free loopback port. */
export async function serveBuiltStorybook(): Promise<RunningStorybook> {
  if (!existsSync(join(storybookStaticDir, 'index.html'))) {
    throw new Error('No built Storybook in storybook-static/: run `npm run build-storybook` first (npm test does).');
  }
  const server: Server = createServer(sirv(storybookStaticDir, { dev: false, etag: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
