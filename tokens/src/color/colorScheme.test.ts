import { describe, expect, it } from 'vitest';
import { contrasts, modes, presetNames } from '../themeAxes';
import { colorScheme } from './colorScheme';
import { contrastRatio } from './contrast';
import { toneNames } from './tones';

const combinations = modes.flatMap((mode) =>
  contrasts.flatMap((contrast) => presetNames.map((preset) => ({ mode, contrast, preset }))),
);

/** WCAG AA for body text. */
const readable = 4.5;

describe.each(combinations)('$mode mode, $contrast contrast, $preset preset', ({ mode, contrast, preset }) => {
  const scheme = colorScheme(mode, contrast, preset);
  const surfaces = Object.entries(scheme.background).filter(([name]) => name !== 'backdrop');

  it.each(surfaces)('keeps every text colour readable on the %s background', (_, surface) => {
    for (const text of [scheme.text.primary, scheme.text.secondary, scheme.primary.text]) {
      expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(readable);
    }
    for (const tone of toneNames) {
      expect(contrastRatio(scheme[tone].text, surface)).toBeGreaterThanOrEqual(readable);
    }
  });

  it('keeps labels on filled primary and status colours readable', () => {
    for (const tone of [scheme.primary, ...toneNames.map((name) => scheme[name])]) {
      expect(contrastRatio(tone.contrastText, tone.main)).toBeGreaterThanOrEqual(readable);
    }
  });
});

describe('bold contrast', () => {
  it.each(modes)('makes secondary text stand out more than default contrast in %s mode', (mode) => {
    const plain = colorScheme(mode, 'default', 'default');
    const bold = colorScheme(mode, 'bold', 'default');
    expect(contrastRatio(bold.text.secondary, bold.background.paper)).toBeGreaterThan(
      contrastRatio(plain.text.secondary, plain.background.paper),
    );
  });
});
