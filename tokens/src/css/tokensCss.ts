import { contrasts, modes, presetNames } from '../themeAxes';
import { cssRule, cssVarName, flattenTokens } from './cssVariables';
import { constantTokens, presetTokens, surfaceTokens } from './tokenTrees';

/**
 * Every theme as CSS custom properties. The root element (or any nested scope carrying all four
 * attributes) selects values through `data-mode`, `data-contrast`, `data-preset` and `dir`, so switching
 * theme changes attribute values only: no style is generated at run time.
 */
export function tokensCss(): string {
  const rules = [cssRule(':root, [data-om-theme]', flattenTokens(constantTokens))];
  rules.push(cssRule("[dir='rtl']", [[cssVarName(['direction', 'sign']), '-1']]));
  for (const mode of modes) {
    for (const contrast of contrasts) {
      const selector = `[data-mode='${mode}'][data-contrast='${contrast}']`;
      rules.push(cssRule(selector, [['color-scheme', mode], ...flattenTokens(surfaceTokens(mode, contrast))]));
    }
    for (const preset of presetNames) {
      rules.push(cssRule(`[data-mode='${mode}'][data-preset='${preset}']`, flattenTokens(presetTokens(mode, preset))));
    }
  }
  const stillDurations = flattenTokens({ motion: { duration: constantTokens.motion.duration } }).map(
    ([name]) => [name, '0ms'] as const,
  );
  rules.push(`@media (prefers-reduced-motion: reduce) {\n${cssRule(':root, [data-om-theme]', stillDurations)}\n}`);
  return `${rules.join('\n\n')}\n`;
}
