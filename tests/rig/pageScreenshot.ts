import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const baselines = join(root, 'tests/visual/journeys');
const attachments = join(root, '.vitest-attachments/journeys');

/**
 * A live page shows the seeded market, whose simulated USD rate and "minutes ago" move with the clock, so
 * a journey baseline guards the layout, not every digit: a pixel counts as changed when a channel moves by
 * more than 48 of 255, and at most 4% of the viewport may change. A missing section, a broken grid or a
 * wrong theme changes far more.
 */
const channelTolerance = 48;
const changedShareAllowed = 0.04;

export interface ScreenshotComparison {
  readonly matches: boolean;
  readonly changedShare: number;
  readonly message: string;
}

/** Compares with `tests/visual/journeys/<name>.png`; UPDATE_BASELINES=1 (npm run test:journeys:update) rewrites it. */
export function compareWithBaseline(name: string, screenshot: Buffer): ScreenshotComparison {
  const baselinePath = join(baselines, `${name}.png`);
  if (process.env.UPDATE_BASELINES === '1') {
    writeFileSync(baselinePath, screenshot);
    return { matches: true, changedShare: 0, message: `wrote ${baselinePath}` };
  }
  if (!existsSync(baselinePath)) {
    return {
      matches: false,
      changedShare: 1,
      message: `no baseline ${baselinePath}: run npm run test:journeys:update`,
    };
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const actual = PNG.sync.read(screenshot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    keepActual(name, screenshot);
    const sizes = `${actual.width}x${actual.height} instead of ${expected.width}x${expected.height}`;
    return { matches: false, changedShare: 1, message: `${name}: ${sizes}` };
  }
  let changed = 0;
  for (let index = 0; index < actual.data.length; index += 4) {
    for (let channel = 0; channel < 3; channel += 1) {
      const before = expected.data[index + channel] ?? 0;
      const after = actual.data[index + channel] ?? 0;
      if (Math.abs(before - after) > channelTolerance) {
        changed += 1;
        break;
      }
    }
  }
  const changedShare = changed / (actual.width * actual.height);
  const matches = changedShare <= changedShareAllowed;
  if (!matches) keepActual(name, screenshot);
  const percent = (changedShare * 100).toFixed(2);
  return {
    matches,
    changedShare,
    message: `${name}: ${percent}% of pixels changed (allowed ${changedShareAllowed * 100}%)`,
  };
}

function keepActual(name: string, screenshot: Buffer): void {
  const path = join(attachments, `${name}-actual.png`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, screenshot);
}
