import { describe, expect, it } from 'vitest';
import { fullDecimals } from './opiEvents';

// The cases of OPI's own `number_string_with_full_decimals` test (types/events/event.rs).
describe('fullDecimals', () => {
  it.each([
    [200000000000000000n, 18, '0.200000000000000000'],
    [21000000000000000000000000n, 8, '21000000.00000000'],
    [1234567890000000000000000n, 2, '1234567.89'],
    [12300000000000000000n, 5, '12.30000'],
    [12345678000000000000000000n, 0, '12345678'],
    [0n, 3, '0.000'],
    [0n, 0, '0'],
  ])('writes %s at %i decimals as %s', (amount, decimals, text) => {
    expect(fullDecimals(amount, decimals)).toBe(text);
  });

  it('cuts digits beyond the decimals instead of rounding', () => {
    expect(fullDecimals(1999999999999999999n, 1)).toBe('1.9');
  });
});
