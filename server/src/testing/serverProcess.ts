import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  readonly exited: Promise<number | string>;
}

/**
 * Runs the server exactly as `npm start` does, in its own process, and waits for the printed URL. The demo
 * market is not seeded unless `environment` asks for it.
 */
export function spawnServer(environment: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEVNET_BLOCK_SECONDS: '0',
      SEED_MARKET: 'false',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return new Promise((resolve, reject) => {
    let printed = '';
    let logged = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /Open (http:\/\/\S+)/.exec(printed)?.[1];
      if (url) resolve({ url, child, exited });
    });
    child.stderr.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    void exited.then((code) => reject(new Error(`The server exited (${code}) before it listened.\n${logged}`)));
  });
}
