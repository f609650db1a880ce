import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { common, greyRamp } from './ramp';

extend([a11yPlugin]);

/** WCAG 2 contrast ratio between two opaque colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  return colord(foreground).contrast(background);
}

/** White or near-black, whichever reads better on the background: the label colour for filled colours. */
export function contrastTextFor(background: string): string {
  return contrastRatio(common.white, background) >= contrastRatio(greyRamp[900], background)
    ? common.white
    : greyRamp[900];
}
