import { describe, expect, it } from 'vitest';
import { mintsCredited } from './mintsCredited';

describe('mintsCredited', () => {
  it('counts the mints the supply left still credits, the last one partly', () => {
    expect(mintsCredited(10n, 5n)).toBe(2n);
    expect(mintsCredited(11n, 5n)).toBe(3n);
    expect(mintsCredited(18_000n, 1000n)).toBe(18n);
    expect(mintsCredited(1n, 1000n)).toBe(1n);
  });

  it('credits nothing once the supply is out, or overcounted by mints in flight', () => {
    expect(mintsCredited(0n, 5n)).toBe(0n);
    expect(mintsCredited(-15n, 5n)).toBe(0n);
  });

  it('refuses an amount that claims nothing', () => {
    expect(() => mintsCredited(10n, 0n)).toThrow(RangeError);
  });
});
