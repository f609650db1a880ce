import { describe, expect, it } from 'vitest';
import { toPhysicalPlacement } from './logicalPlacement';

describe('toPhysicalPlacement', () => {
  it('keeps the top and bottom sides in both directions', () => {
    expect(toPhysicalPlacement('top', 'ltr')).toBe('top');
    expect(toPhysicalPlacement('bottom', 'rtl')).toBe('bottom');
  });

  it('leaves alignment along a horizontal edge to Floating UI', () => {
    expect(toPhysicalPlacement('bottom-start', 'ltr')).toBe('bottom-start');
    expect(toPhysicalPlacement('bottom-start', 'rtl')).toBe('bottom-start');
    expect(toPhysicalPlacement('top-end', 'rtl')).toBe('top-end');
  });

  it('puts start on the left in left-to-right pages and on the right in right-to-left ones', () => {
    expect(toPhysicalPlacement('start', 'ltr')).toBe('left');
    expect(toPhysicalPlacement('start', 'rtl')).toBe('right');
    expect(toPhysicalPlacement('end', 'ltr')).toBe('right');
    expect(toPhysicalPlacement('end', 'rtl')).toBe('left');
  });

  it('keeps the alignment when the side turns around', () => {
    expect(toPhysicalPlacement('end-start', 'rtl')).toBe('left-start');
    expect(toPhysicalPlacement('start-end', 'ltr')).toBe('left-end');
  });
});
