import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm run chromatic', () => {
  it('says it published nothing and succeeds when no project token is set', () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'CHROMATIC_PROJECT_TOKEN'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'chromatic.ts')], {
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('CHROMATIC_PROJECT_TOKEN is not set, so nothing was published');
  });
});
