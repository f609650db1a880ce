import { settingsStore, type Settings } from '@ordmarket/ui';
import axe from 'axe-core';

/**
 * The themes every story is checked in, each laid over the story's own settings: light, dark (both
 * screenshotted, in the story's direction), and right-to-left.
 */
export const auditedThemes = [
  { name: 'light', settings: { themeMode: 'light' }, screenshot: true, axeRules: 'every' },
  { name: 'dark', settings: { themeMode: 'dark' }, screenshot: true, axeRules: 'rendered' },
  { name: 'rtl', settings: { themeDirection: 'rtl' }, screenshot: false, axeRules: 'rendered' },
] as const satisfies ReadonlyArray<{
  name: string;
  settings: Partial<Settings>;
  screenshot: boolean;
  axeRules: 'every' | 'rendered';
}>;

export type AuditedTheme = (typeof auditedThemes)[number];

// Page-level rules judge whole pages; a story is a fragment, so they would only report its framing.
const pageLevelRules = ['region', 'landmark-one-main', 'page-has-heading-one', 'landmark-unique'];

/** Resolves after the browser has drawn two more frames: what a render just scheduled has been painted. */
export const waitForFrames = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Switches the whole page to a theme the way the settings drawer does, and waits for React to repaint. */
export async function showTheme(storySettings: Readonly<Settings>, theme: AuditedTheme): Promise<void> {
  Object.assign(settingsStore, storySettings, theme.settings);
  await waitForFrames();
  // Chinese glyphs come in unicode-range slices fetched on first use; a baseline must not catch them late.
  await document.fonts.ready;
}

// Dark and right-to-left change only the page's colours and layout, never its structure. So the rules that read
// colours or layout run in every theme ('rendered'), and those that read only the document (names, roles, labels,
// ids) run once, in light ('every'), where their answer is the one the other themes would give.
// (Of axe's default rules: target-size, off by default, stays off here too.)
const renderedRules = [
  'color-contrast',
  'link-in-text-block',
  'scrollable-region-focusable',
  'aria-hidden-focus',
  'avoid-inline-spacing',
];

/** Runs axe over the rendered document and describes every violation, or returns an empty list. */
export async function axeViolations(theme: AuditedTheme): Promise<string[]> {
  const result = await axe.run(document, {
    resultTypes: ['violations'],
    ...(theme.axeRules === 'every'
      ? { rules: Object.fromEntries(pageLevelRules.map((rule) => [rule, { enabled: false }])) }
      : { runOnly: { type: 'rule', values: renderedRules } }),
  });
  return result.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
    return `[${theme.name}] ${violation.id}: ${violation.help} (${targets})`;
  });
}
