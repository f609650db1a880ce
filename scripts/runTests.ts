// What `npm test` runs. The tests need the packages and Storybook built, so those go first. The checks nothing waits
// for (ESLint and Prettier; the import graph, then tsc) start at once beside them at a lower CPU priority: the tests
// spend much of their time waiting on servers, databases and the browser, and the checks fill those gaps instead of
// holding every test back by two minutes. The run ends with one line, `N passed, N failed`, in which a failed check
// or build counts as one failure. Arguments go to Vitest: `npm test -- --project unit`.
import { spawn } from 'node:child_process';

type Command = readonly string[];

const beforeTests: readonly Command[] = [
  ['npm', 'run', 'build:packages'],
  // The settings-drawer journey opens the built Storybook, as a product embedding the kit would.
  ['npm', 'run', 'build-storybook', '--', '--quiet'],
];
const checkLanes: ReadonlyArray<readonly Command[]> = [
  [['npm', 'run', 'lint']],
  [
    ['npm', 'run', 'imports'],
    ['npm', 'run', 'typecheck'],
  ],
];
const summaryLine = /^(\d+) passed, (\d+) failed$/m;

/** Writes a child's output line by line under a name, so lanes running at once stay readable. */
function prefixedWriter(name: string, stream: NodeJS.WriteStream) {
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
}

interface Finished {
  readonly code: number;
  /** The last `N passed, N failed` line the command printed, if any. */
  readonly summary?: { readonly passed: number; readonly failed: number };
}

/** Runs one command; a check runs at a lower priority (`nice`) and its output is prefixed with its script name. */
function run(command: Command, as: 'check' | 'step' | 'tests'): Promise<Finished> {
  const [program = '', ...args] = command;
  const [file, argv] = as === 'check' ? ['nice', ['-n', '10', program, ...args]] : [program, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    if (as === 'tests') {
      child.stdout.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        tail = (tail + chunk.toString()).slice(-4096);
      });
      child.stderr.pipe(process.stderr);
    } else {
      const name = args[1] ?? command.join(' ');
      const out = prefixedWriter(name, process.stdout);
      const err = prefixedWriter(name, process.stderr);
      child.stdout.on('data', out.take);
      child.stderr.on('data', err.take);
      child.on('close', () => {
        out.flush();
        err.flush();
      });
    }
    child.on('close', (code) => {
      const found = [...tail.matchAll(new RegExp(summaryLine, 'gm'))].at(-1);
      resolve({
        code: code ?? 1,
        ...(found ? { summary: { passed: Number(found[1]), failed: Number(found[2]) } } : {}),
      });
    });
  });
}

/** Runs commands one after another, stopping at the first that fails. */
async function runInOrder(commands: readonly Command[], as: 'check' | 'step'): Promise<number> {
  for (const command of commands) {
    const { code } = await run(command, as);
    if (code !== 0) return code;
  }
  return 0;
}

const checks = Promise.all(checkLanes.map((lane) => runInOrder(lane, 'check')));
const tests = runInOrder(beforeTests, 'step').then((code): Promise<Finished> | Finished =>
  code === 0 ? run(['npx', 'vitest', 'run', ...process.argv.slice(2)], 'tests') : { code },
);
const [checkCodes, testRun] = await Promise.all([checks, tests]);

const failedChecks = checkCodes.filter((code) => code !== 0).length;
const passed = testRun.summary?.passed ?? 0;
// Tests that never ran (a build failed, Vitest crashed before its summary) are one failure.
const failed = (testRun.summary?.failed ?? (testRun.code === 0 ? 0 : 1)) + failedChecks;
if (failedChecks > 0) process.stdout.write(`\n${failedChecks} of the checks beside the tests failed (see above).`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(testRun.code !== 0 || failedChecks > 0 ? 1 : 0);
