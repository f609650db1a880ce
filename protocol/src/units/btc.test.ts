import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { btcText, parseBtc, satsPerBtc } from './btc';

describe('satsPerBtc', () => {
  it('is 1e8', () => {
    expect(satsPerBtc).toBe(100_000_000n);
  });
});

describe('parseBtc', () => {
  it('reads BTC text as exact sats', () => {
    expect(parseBtc('0.00000546')).toBe(546n);
    expect(parseBtc('1')).toBe(100_000_000n);
    expect(parseBtc('21000000')).toBe(2_100_000_000_000_000n);
    expect(parseBtc('0.1')).toBe(10_000_000n);
    expect(parseBtc('0')).toBe(0n);
  });

  it('refuses more than 8 decimals', () => {
    expect(() => parseBtc('0.000000001')).toThrow(
      new ProtocolError('btc-amount-too-precise', 'A BTC amount has at most 8 decimals (1 sat)'),
    );
  });

  it('refuses more bitcoin than there will ever be', () => {
    expect(() => parseBtc('21000000.00000001')).toThrow(
      new ProtocolError('btc-amount-too-large', 'A BTC amount is at most 21,000,000 BTC, all there will ever be'),
    );
  });

  it('refuses negatives, exponents and junk', () => {
    for (const text of ['-1', '1e-8', '5.46e-6', '', ' 1', '1 ', '1.', '.5', '00.1', '0x10', 'abc', '+1', '1,5']) {
      expect(() => parseBtc(text), text).toThrow(
        new ProtocolError('invalid-btc-amount', `Not a BTC amount: "${text}"`),
      );
    }
  });

  it('returns sats or throws a ProtocolError for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          expect(typeof parseBtc(text)).toBe('bigint');
        } catch (error) {
          expect(error).toBeInstanceOf(ProtocolError);
        }
      }),
    );
  });

  it('reads back what btcText writes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2_100_000_000_000_000n }), (sats) => parseBtc(btcText(sats)) === sats),
    );
  });
});

describe('btcText', () => {
  it('shows exactly 8 decimals', () => {
    expect(btcText(546n)).toBe('0.00000546');
    expect(btcText(0n)).toBe('0.00000000');
    expect(btcText(123_456_789n)).toBe('1.23456789');
    expect(btcText(2_100_000_000_000_000n)).toBe('21000000.00000000');
  });

  it('keeps the sign of a negative amount', () => {
    expect(btcText(-546n)).toBe('-0.00000546');
  });
});
