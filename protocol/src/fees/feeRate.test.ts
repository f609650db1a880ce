import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { checkFeeRate, feeAtRate } from './feeRate';

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

describe('feeAtRate', () => {
  it('is the virtual size times the rate, in whole sats', () => {
    expect(feeAtRate(212n, 15n)).toBe(3180n);
    expect(feeAtRate(98_765n, 1250n)).toBe(123_456_250n);
  });

  it('refuses a size under 1 vB and a rate under 1 sat/vB', () => {
    expect(() => feeAtRate(0n, 12n)).toThrow(
      new ProtocolError('invalid-virtual-size', 'A transaction is at least 1 vB'),
    );
    expect(() => feeAtRate(212n, 0n)).toThrow(new ProtocolError('invalid-fee-rate', 'A fee rate is at least 1 sat/vB'));
  });
});
