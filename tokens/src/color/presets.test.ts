import { colord } from 'colord';
import { describe, expect, it } from 'vitest';
import { presetNames } from '../themeAxes';
import { presetRamps } from './presets';

describe('colour presets', () => {
  it('offers the seven presets of the spec', () => {
    expect(Object.keys(presetRamps)).toEqual(['default', 'cyan', 'purple', 'blue', 'orange', 'red', 'green']);
  });

  it('gives every preset its own main colour', () => {
    const mains = presetNames.map((name) => presetRamps[name].main);
    expect(new Set(mains).size).toBe(presetNames.length);
  });

  it('gives green a ramp of its own, a visibly different hue from the default green', () => {
    const hue = (hex: string): number => colord(hex).toHsl().h;
    for (const step of ['lighter', 'light', 'main', 'dark', 'darker'] as const) {
      expect(Math.abs(hue(presetRamps.green[step]) - hue(presetRamps.default[step]))).toBeGreaterThan(40);
    }
  });

  it('orders each ramp from lightest to darkest', () => {
    const lightness = (hex: string): number => colord(hex).toHsl().l;
    for (const name of presetNames) {
      const { lighter, light, main, dark, darker } = presetRamps[name];
      const steps = [lighter, light, main, dark, darker].map(lightness);
      expect(steps).toEqual([...steps].sort((a, b) => b - a));
    }
  });
});
