import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run's journeys to share: the seeded market they each start a copy of. */
    journeyRunDir: string;
  }
}

/** The journeys project's global setup: one shared folder per run, removed when the run ends. */
export default async function journeyRun(project: TestProject): Promise<() => Promise<void>> {
  const runDir = await mkdtemp(join(tmpdir(), 'ordmarket-journey-run-'));
  project.provide('journeyRunDir', runDir);
  return () => rm(runDir, { recursive: true, force: true });
}
