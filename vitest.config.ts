import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/rig/chromium';
import { matchStoryBaseline } from './tests/rig/storyBaseline';

export default defineConfig({
  test: {
    reporters: ['default', './tests/rig/summaryReporter.ts'],
    // Two Node files at a time beside the stories' page, even on two cores: many files wait on servers, databases,
    // timers and the browser's frames rather than compute, so one at a time left a core idle. (A second stories page
    // gave the same wall time: the CPU is already saturated.)
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{tokens,locales,ui,protocol,server,app,scripts}/**/*.test.{ts,tsx}'],
          // Server suites open databases and start real servers; two cores under load are slow.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker keeps the modules it has loaded from one file to the next: importing the server afresh for each
          // of 300 files was half the project's time. The suites share no state through modules (timers are
          // restored after each test, nothing is mocked module-wide), and each opens its own database and server.
          isolate: false,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Bundled before the first story runs: a dependency discovered mid-run makes Vite reload the page,
        // which fails whichever story is running (first seen on a clean clone, as in CI).
        optimizeDeps: {
          include: [
            'react-router',
            'swr',
            'swr/infinite',
            'valtio',
            'sats-connect',
            'bitcoinjs-lib',
            '@bitcoinerlab/secp256k1',
            '@noble/hashes/sha2',
            '@noble/hashes/utils',
            'uplot',
            'uqr',
          ],
        },
        test: {
          name: 'stories',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // After each story: axe in three themes and two screenshots, each waiting up to 20 s for a stable page.
          hookTimeout: 60_000,
          // A play function waits on the page's own schedule (pages arriving, rows drawn), which on two cores shared
          // with the unit suites can stall for seconds: its waits are bounded by their conditions, not by this.
          testTimeout: 60_000,
          // Process every stylesheet, the bundled @font-face rules included: baselines use the real fonts.
          css: { include: [/.+/] },
          browser: {
            enabled: true,
            headless: true,
            // Story files follow each other in one page instead of a fresh frame each: loading the kit, the
            // app and axe again for each of 87 files was a seventh of the project's time. Stories already share
            // their file's modules, so each one sets (and in its beforeEach's cleanup undoes) the state it shows.
            isolate: false,
            commands: { matchStoryBaseline },
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'journeys',
          environment: 'node',
          include: ['tests/journeys/**/*.test.ts'],
          // One market seeded for the run, copied for each journey (tests/rig/marketServer.ts).
          globalSetup: ['tests/rig/journeyRun.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page under a busy machine (two journeys and a build on two cores) can take seconds to settle: a poll
          // waits as long as Playwright's own waits do, rather than vitest's one second.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
