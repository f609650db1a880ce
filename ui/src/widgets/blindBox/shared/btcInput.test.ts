import { describe, expect, it } from 'vitest';
import { btcToSats, countFromInput, prizesTotalSats } from './btcInput';

describe('btcToSats', () => {
  it('reads whole and decimal amounts exactly', () => {
    expect(btcToSats('1')).toBe(100_000_000n);
    expect(btcToSats('0.0015')).toBe(150_000n);
    expect(btcToSats(' 0.00000001 ')).toBe(1n);
    expect(btcToSats('21000000')).toBe(2_100_000_000_000_000n);
  });

  it("has no amount for anything protocol's grammar refuses", () => {
    for (const text of ['', '.', '1.', '.5', '00.1', '007', '-1', '1e3', '1,000', 'abc', '0.000000001', '21000001']) {
      expect(btcToSats(text), text).toBeNull();
    }
  });
});

describe('countFromInput', () => {
  it('reads positive whole numbers only', () => {
    expect(countFromInput('12')).toBe(12);
    for (const text of ['', '0', '01', '1.5', '-2', 'ten', '99999999999999999999']) {
      expect(countFromInput(text), text).toBeNull();
    }
  });
});

describe('prizesTotalSats', () => {
  it('multiplies the count by the value of each', () => {
    expect(prizesTotalSats('10', '0.0001')).toBe(100_000n);
  });

  it('waits for both fields', () => {
    expect(prizesTotalSats('', '0.0001')).toBeNull();
    expect(prizesTotalSats('3', '')).toBeNull();
    expect(prizesTotalSats('0', '0.5')).toBeNull();
  });
});
