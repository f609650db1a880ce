// Publishes the built Storybook to Chromatic for hosted visual review. Offline machines and forks have no
// project token, and that is fine: the offline screenshot baselines in tests/visual still guard every story.
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log('Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published. Set it to publish Storybook.');
  process.exit(0);
}

const build = spawnSync('npm', ['run', 'build-storybook', '--', '--quiet'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const publish = spawnSync(
  'npx',
  ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit', env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token } },
);
process.exit(publish.status ?? 1);
