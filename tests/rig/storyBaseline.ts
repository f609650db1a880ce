import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { diff, type CoreOptions } from '@blazediff/core';
import type { BrowserCommand } from 'vitest/node';
import { PNG } from 'pngjs';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /**
     * Compares the story on screen with `tests/visual/baselines/<name>.png`; rejects with what differs. With
     * `--update` (npm run test:visual:update) it writes the baseline instead.
     */
    matchStoryBaseline: (name: string) => Promise<void>;
  }
}

/*
 * Why not Vitest's toMatchScreenshot: it decodes the baseline and the capture (PNG in JavaScript) and diffs them for
 * each of some 1,400 screenshots, a third of the stories' CPU time on two cores. Chromium writes the same bytes for
 * the same pixels, so a baseline kept as Chromium wrote it is matched by comparing bytes; only a capture whose bytes
 * differ is decoded and diffed, with the same comparator and the same tolerance as before.
 */

// Near-exact colours and at most 16 differing pixels: a token tone shift (4+ levels) or one changed glyph fails,
// while the 1–3 level rasterisation noise of gradients and blurred shadows does not.
const comparison: CoreOptions = {
  threshold: 0.02,
  includeAA: false,
  alpha: 0.1,
  aaColor: [255, 255, 0],
  diffColor: [255, 0, 0],
  diffMask: false,
};
const allowedDifferingPixels = 16;
// A page may still be settling (a font, a late row): it has this long to come to match its baseline.
const settleMs = 20_000;
const retryMs = 100;

const root = join(import.meta.dirname, '../..');
const baselines = join(root, 'tests/visual/baselines');
const attachments = join(root, '.vitest-attachments/stories');

/** The baseline's file name for a screenshot name, as the baselines were always named (story id and theme). */
function baselineFileName(name: string): string {
  const safe = name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
  return `${safe}.png`;
}

interface Difference {
  /** Differing pixels, or undefined when the sizes differ. */
  readonly pixels: number | undefined;
  readonly identical: boolean;
  readonly capture: PNG;
  /** The diff image's pixels, when the sizes agree. */
  readonly diffPixels: Uint8Array | undefined;
}

/** Decodes the capture and counts the pixels the comparator sees as different from the (decoded) baseline. */
function difference(expected: PNG, capture: Buffer): Difference {
  const actual = PNG.sync.read(capture);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { pixels: undefined, identical: false, capture: actual, diffPixels: undefined };
  }
  const diffPixels = new Uint8Array(actual.data.length);
  const pixels = diff(expected.data, actual.data, diffPixels, actual.width, actual.height, comparison);
  return { pixels, identical: expected.data.equals(actual.data), capture: actual, diffPixels };
}

const withinTolerance = (found: Difference) => found.pixels !== undefined && found.pixels <= allowedDifferingPixels;

/** Keeps the capture and the diff image where a reviewer finds them, and says what differs. */
async function describeMismatch(name: string, baselinePath: string, capture: Buffer, found: Difference) {
  const file = baselineFileName(name).replace(/\.png$/, '');
  const actualPath = join(attachments, `${file}-actual.png`);
  await mkdir(attachments, { recursive: true });
  await writeFile(actualPath, capture);
  const baselineName = relative(root, baselinePath);
  if (found.pixels === undefined || !found.diffPixels) {
    const { width, height } = found.capture;
    return `${name}: the screenshot is ${width}x${height}, not the size of ${baselineName} (see ${actualPath})`;
  }
  const diffPath = join(attachments, `${file}-diff.png`);
  const diffImage = new PNG({ width: found.capture.width, height: found.capture.height });
  diffImage.data = Buffer.from(found.diffPixels);
  await writeFile(diffPath, PNG.sync.write(diffImage));
  return (
    `${name}: ${found.pixels} pixels differ from ${baselineName} (at most ${allowedDifferingPixels} may); ` +
    `see ${actualPath} and ${diffPath}`
  );
}

export const matchStoryBaseline: BrowserCommand<[name: string]> = async (context, name) => {
  if (context.provider.name !== 'playwright') throw new Error('Story baselines are captured with Playwright.');
  const { iframe } = context;
  // The story's document as the viewport shows it. Framed inscription content renders on its own schedule, so it is
  // masked: a baseline holds our layout, never the art's rasterisation.
  const capture = () =>
    iframe.locator('body').screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'device',
      mask: [iframe.locator('iframe')],
      maskColor: '#ff00ff',
    });

  const baselinePath = join(baselines, baselineFileName(name));
  const baseline = await readFile(baselinePath).catch(() => undefined);
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  if (update === 'all' || !baseline) {
    if (!baseline && update === 'none') {
      throw new Error(`${name}: no baseline ${relative(root, baselinePath)}; run npm run test:visual:update`);
    }
    await writeBaseline(baselinePath, baseline, await stableCapture(capture, name));
    if (!baseline && update === 'new') {
      throw new Error(`${name}: wrote a new baseline ${relative(root, baselinePath)}; review it, then run again`);
    }
    return;
  }

  const deadline = Date.now() + settleMs;
  // Decoded once, the first time a capture's bytes differ: a page still settling is captured many times.
  let expected: PNG | undefined;
  for (;;) {
    const shot = await capture();
    if (shot.equals(baseline)) return;
    expected ??= PNG.sync.read(baseline);
    const found = difference(expected, shot);
    if (withinTolerance(found)) return;
    if (Date.now() >= deadline) throw new Error(await describeMismatch(name, baselinePath, shot, found));
    await sleep(retryMs);
  }
};

/** Captures until two captures in a row are the same bytes: what a baseline may be made from. */
async function stableCapture(capture: () => Promise<Buffer>, name: string): Promise<Buffer> {
  const deadline = Date.now() + settleMs;
  let last = await capture();
  for (;;) {
    const next = await capture();
    if (next.equals(last)) return next;
    if (Date.now() >= deadline) throw new Error(`${name}: the page kept changing for ${settleMs / 1000} s`);
    last = next;
  }
}

/**
 * Writes a baseline when the story looks different, or when it looks exactly the same but the file was encoded
 * otherwise (so the next runs match it by bytes). A capture within the noise tolerance keeps the old file, so noise
 * never churns the baselines.
 */
async function writeBaseline(path: string, baseline: Buffer | undefined, capture: Buffer): Promise<void> {
  if (baseline?.equals(capture)) return;
  if (baseline) {
    const found = difference(PNG.sync.read(baseline), capture);
    if (!found.identical && withinTolerance(found)) return;
  }
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, capture);
}
