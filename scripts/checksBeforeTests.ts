// The checks `npm test` runs before any test, in two lanes at once. ESLint's type-aware pass is one long
// single-threaded process, so on a two-core machine the typecheck and the builds fit beside it instead of after it.
// Each lane stops at its first failure; the run fails if either lane did, after both have said why.
import { spawn } from 'node:child_process';

const lanes: ReadonlyArray<ReadonlyArray<readonly string[]>> = [
  [['run', 'lint']],
  [
    ['run', 'imports'],
    ['run', 'typecheck'],
    ['run', 'build:packages'],
    ['run', 'build-storybook', '--', '--quiet'],
  ],
];

/** Runs one npm command, its output line by line under the script's name so two lanes stay readable. */
function runNpm(args: readonly string[]): Promise<number> {
  const name = args[1] ?? args.join(' ');
  return new Promise((resolve) => {
    const child = spawn('npm', [...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const prefixed = (stream: NodeJS.WriteStream) => {
      let rest = '';
      return {
        take: (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) stream.write(`[${name}] ${line}\n`);
        },
        // A last line without its newline is still said.
        flush: () => rest && stream.write(`[${name}] ${rest}\n`),
      };
    };
    const out = prefixed(process.stdout);
    const err = prefixed(process.stderr);
    child.stdout.on('data', out.take);
    child.stderr.on('data', err.take);
    child.on('close', (code) => {
      out.flush();
      err.flush();
      resolve(code ?? 1);
    });
  });
}

async function runLane(lane: ReadonlyArray<readonly string[]>): Promise<number> {
  for (const command of lane) {
    const code = await runNpm(command);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all(lanes.map(runLane));
process.exit(codes.find((code) => code !== 0) ?? 0);
