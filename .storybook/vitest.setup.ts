import { settingsStore } from '@ordmarket/ui';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { auditedThemes, axeViolations, showTheme } from '../tests/rig/themeAudit';
import * as projectAnnotations from './preview';

setProjectAnnotations([projectAnnotations]);

// Screenshots must not depend on timing: stop every animation and blinking caret.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
html[data-screenshot], html[data-screenshot] body { height: 100%; overflow: hidden; }`;
document.head.append(still);

const screenshotWaitMs = 20_000;
// One try at a stable capture. Vitest bounds it with a timer it never clears, even when the capture succeeds, so a
// longer bound kept the finished run alive past its 10 s close; the poll above retries a try that ran out.
const stableCaptureMs = 5_000;

/**
 * After each story (and its play function): axe in light, dark and rtl, and a screenshot in light and
 * dark compared with the committed baseline. Stories tagged `no-screenshot` skip only the screenshot.
 */
afterEach(async (context) => {
  const storyId = context.task.meta.storyId;
  if (!storyId) return;
  const tags = context.story?.tags ?? [];
  const chosen = { ...settingsStore };
  const violations: string[] = [];
  try {
    for (const theme of auditedThemes) {
      await showTheme(chosen, theme);
      violations.push(...(await axeViolations(theme)));
      if (theme.screenshot && !tags.includes('no-screenshot')) {
        // A baseline is the viewport: the body is clipped to it, so pages longer than the screen compare too.
        await document.fonts.ready;
        document.documentElement.setAttribute('data-screenshot', '');
        try {
          // Framed inscription content is a separate document rendered on its own schedule: masked, so the
          // baseline holds our layout and never the art's rasterisation.
          const framed = [...document.querySelectorAll('iframe')];
          // Stable means two captures in a row agree; on two busy cores one capture of a long page can take
          // seconds, so the wait is for that condition, bounded well inside the hook's time.
          await expect
            .element(page.elementLocator(document.body), { timeout: screenshotWaitMs })
            .toMatchScreenshot(`${storyId}_${theme.name}`, {
              screenshotOptions: { mask: framed },
              timeout: stableCaptureMs,
            });
        } finally {
          document.documentElement.removeAttribute('data-screenshot');
        }
      }
    }
  } finally {
    Object.assign(settingsStore, chosen);
  }
  expect(violations, 'axe violations').toEqual([]);
});
