import { alpha } from './color/alpha';
import { common, greyRamp } from './color/ramp';
import type { Contrast, Mode } from './themeAxes';

export type Shadows = {
  z1: string;
  z8: string;
  z16: string;
  card: string;
  dropdown: string;
  dialog: string;
  drawer: string;
};

/** Mirrors a horizontal offset in right-to-left pages, so light falls the same way on both. */
function x(px: number): string {
  return `calc(${px}px * var(--om-direction-sign))`;
}

export function shadows(mode: Mode, contrast: Contrast): Shadows {
  const color = mode === 'light' ? greyRamp[500] : common.black;
  const strength = (mode === 'light' ? 1 : 2) * (contrast === 'bold' ? 1.5 : 1);
  const a = (opacity: number): string => alpha(color, Math.min(1, opacity * strength));
  return {
    z1: `0 1px 2px 0 ${a(0.16)}`,
    z8: `0 8px 16px 0 ${a(0.16)}`,
    z16: `0 16px 32px -4px ${a(0.16)}`,
    card: `0 0 2px 0 ${a(0.2)}, 0 12px 24px -4px ${a(0.12)}`,
    dropdown: `0 0 2px 0 ${a(0.24)}, ${x(-20)} 20px 40px -4px ${a(0.24)}`,
    dialog: `${x(-40)} 40px 80px -8px ${a(0.24)}`,
    drawer: `${x(-40)} 40px 80px -8px ${a(0.24)}`,
  };
}
