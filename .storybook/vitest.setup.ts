import { settingsStore } from '@ordmarket/ui';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { commands } from 'vitest/browser';
import { auditedThemes, axeViolations, showTheme } from '../tests/rig/themeAudit';
import * as projectAnnotations from './preview';

setProjectAnnotations([projectAnnotations]);

// A play function's findBy and waitFor end as soon as their condition holds; the bound is only how long a stalled
// page may take. Testing Library's default of 1 s failed stories whose press loads a lazy part of the app (the mint
// drawer), which the dev server compiles on first request while two cores also run the unit suites.
configure({ asyncUtilTimeout: 10_000 });

// Screenshots must not depend on timing: stop every animation and blinking caret. This file runs again for each
// story file in the same page, so the style goes in once: a copy per file made every style recalculation match
// the same rules dozens of times.
const stillStyleId = 'stories-still';
if (!document.getElementById(stillStyleId)) {
  const still = document.createElement('style');
  still.id = stillStyleId;
  still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
html[data-screenshot], html[data-screenshot] body { height: 100%; overflow: hidden; }`;
  document.head.append(still);
}

declare global {
  interface Window {
    /** When the page last saw a touch pointerup: kept on the page, since this file runs again for each story file. */
    storiesLastTouchUp?: number;
  }
}

/**
 * React Aria ignores mouse hovers for 500 ms after any touch pointerup (a guard against iOS's emulated mouse events).
 * The stories share one page, so the first story after a touch swipe drew the control it pressed hovered or not by
 * chance. Each story starts once that window has passed, as it would on a fresh page; React Aria's timer, set first,
 * fires first.
 */
const touchHoverPauseMs = 500;
if (window.storiesLastTouchUp === undefined) {
  window.storiesLastTouchUp = Number.NEGATIVE_INFINITY;
  document.addEventListener(
    'pointerup',
    (event) => {
      if (event.pointerType === 'touch') window.storiesLastTouchUp = performance.now();
    },
    true,
  );
}
beforeEach(async () => {
  const left = (window.storiesLastTouchUp ?? Number.NEGATIVE_INFINITY) + touchHoverPauseMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left + 1));
});

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
          // Compared in the Vitest server, which waits for the page to settle (tests/rig/storyBaseline.ts).
          await commands.matchStoryBaseline(`${storyId}_${theme.name}`);
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
