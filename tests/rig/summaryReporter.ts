import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, `N passed, N failed`, that CI reads whatever Vitest prints above it.
 * Errors outside tests (a crashing setup file or beforeAll, an unhandled rejection) count as failures.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly unknown[]): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const testModule of testModules) {
      let failedInModule = 0;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedInModule += 1;
        else skipped += 1;
      }
      // A file that failed with no failing test failed outside them (an import, a beforeAll): that is a failure too.
      failed += testModule.state() === 'failed' && failedInModule === 0 ? 1 : failedInModule;
    }
    // Skipped tests (those that need PostgreSQL when it is absent) get their own line: CI reads the last one.
    if (skipped > 0) process.stdout.write(`\n${skipped} skipped`);
    process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  }
}
