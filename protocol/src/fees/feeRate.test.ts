import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { checkFeeRate } from './feeRate';

describe('checkFeeRate', () => {
  it('accepts 1 sat/vB and more', () => {
    expect(checkFeeRate(1n)).toBe(1n);
    expect(checkFeeRate(500n)).toBe(500n);
  });

  it('refuses zero and negative rates', () => {
    const refused = new ProtocolError('invalid-fee-rate', 'A fee rate is at least 1 sat/vB');
    expect(() => checkFeeRate(0n)).toThrow(refused);
    expect(() => checkFeeRate(-3n)).toThrow(refused);
  });
});
