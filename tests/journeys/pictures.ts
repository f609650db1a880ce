import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Every picture of the kit's Image in `region` ends loaded: each is scrolled into view (they load lazily) and waited
 * for; one that failed (the kit then shows its stand-in picture) is named.
 */
export async function everyPictureLoads(region: Locator): Promise<void> {
  await region.locator('[data-status]').first().waitFor();
  for (const picture of await region.locator('[data-status]').all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.getAttribute('data-status'), { timeout: 15_000 }).not.toBe('loading');
  }
  const failed = await region
    .locator('[data-status="failed"]')
    .evaluateAll((frames) => frames.map((frame) => frame.closest('tr, li, label')?.textContent ?? frame.outerHTML));
  expect(failed).toEqual([]);
}
