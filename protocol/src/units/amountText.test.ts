import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRC20_MAX_AMOUNT } from '../brc20/amount';
import { btcText } from './btc';
import {
  readAmount,
  readBtcText,
  readCountText,
  readTokenText,
  typedAmountText,
  type AmountReading,
  type AmountTextProblem,
} from './amountText';

const refused = (problem: AmountTextProblem, suggestion?: string): AmountReading =>
  suggestion === undefined ? { ok: false, problem } : { ok: false, problem, suggestion };

describe('readBtcText', () => {
  // The texts issue 31 names, and their neighbours: each one refused for a reason a field can show.
  it.each<[string, AmountReading]>([
    ['0.5', { ok: true, units: 50_000_000n }],
    ['1', { ok: true, units: 100_000_000n }],
    ['0', { ok: true, units: 0n }],
    ['0.00000546', { ok: true, units: 546n }],
    ['21000000', { ok: true, units: 2_100_000_000_000_000n }],
    ['1.10', { ok: true, units: 110_000_000n }],
    ['.5', refused('bareDecimalPoint', '0.5')],
    ['1.', refused('bareDecimalPoint', '1')],
    ['0.', refused('bareDecimalPoint', '0')],
    ['007', refused('leadingZero', '7')],
    ['00.1', refused('leadingZero', '0.1')],
    ['01.5', refused('leadingZero', '1.5')],
    ['1e-8', refused('notANumber')],
    ['5.46e-6', refused('notANumber')],
    ['0.000000001', refused('tooManyDecimals')],
    ['21000001', refused('tooLarge')],
    ['21000000.00000001', refused('tooLarge')],
    ['', refused('empty')],
    ['   ', refused('empty')],
    ['.', refused('notANumber')],
    ['-1', refused('notANumber')],
    ['+1', refused('notANumber')],
    ['1,5', refused('notANumber')],
    ['1 000', refused('notANumber')],
    ['0x10', refused('notANumber')],
    ['1.2.3', refused('notANumber')],
    ['Infinity', refused('notANumber')],
  ])('reads %j', (text, reading) => {
    expect(readBtcText(text)).toEqual(reading);
  });

  it('drops blanks around the typing and reads full-width digits as plain ones', () => {
    expect(readBtcText(' 0.5 ')).toEqual({ ok: true, units: 50_000_000n });
    expect(readBtcText('０．５')).toEqual({ ok: true, units: 50_000_000n });
    expect(typedAmountText('\t１２ ')).toBe('12');
  });

  it('reads back every amount btcText writes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2_100_000_000_000_000n }), (sats) => {
        expect(readBtcText(btcText(sats))).toEqual({ ok: true, units: sats });
      }),
    );
  });

  it('answers a reading for any text, and a suggestion only it would read', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const reading = readBtcText(text);
        if (!reading.ok && reading.suggestion !== undefined) {
          expect(readBtcText(reading.suggestion).ok).toBe(true);
        }
      }),
    );
  });
});

describe('readTokenText', () => {
  it('reads an amount of a tick into the 10^18 scale every tick compares on', () => {
    expect(readTokenText('1000', 18)).toEqual({ ok: true, units: 1000n * 10n ** 18n });
    expect(readTokenText('0.5', 2)).toEqual({ ok: true, units: 5n * 10n ** 17n });
    expect(readTokenText('21000001', 0)).toEqual({ ok: true, units: 21_000_001n * 10n ** 18n });
    expect(readTokenText('0.000000001')).toEqual({ ok: true, units: 10n ** 9n });
  });

  it.each<[string, number, AmountReading]>([
    ['.5', 18, refused('bareDecimalPoint', '0.5')],
    ['1.', 18, refused('bareDecimalPoint', '1')],
    ['007', 18, refused('leadingZero', '7')],
    ['00.1', 18, refused('leadingZero', '0.1')],
    ['1e-8', 18, refused('notANumber')],
    ['0.001', 2, refused('tooManyDecimals')],
    ['1.5', 0, refused('tooManyDecimals')],
    ['0', 18, refused('zero')],
    ['0.00', 2, refused('zero')],
    ['', 18, refused('empty')],
  ])('refuses %j of a tick with %i decimals', (text, decimals, reading) => {
    expect(readTokenText(text, decimals)).toEqual(reading);
  });

  it('refuses more than the uint64 whole tokens indexers allow, at any decimals', () => {
    const most = (2n ** 64n - 1n).toString();
    expect(readTokenText(most, 0)).toEqual({ ok: true, units: BRC20_MAX_AMOUNT });
    expect(readTokenText(`${most}.5`, 1)).toEqual(refused('tooLarge'));
    expect(readTokenText((2n ** 64n).toString(), 18)).toEqual(refused('tooLarge'));
  });

  it('refuses decimals no tick can have', () => {
    expect(() => readTokenText('1', 19)).toThrow(RangeError);
    expect(() => readTokenText('1', -1)).toThrow(RangeError);
  });
});

describe('readCountText', () => {
  it.each<[string, AmountReading]>([
    ['12', { ok: true, units: 12n }],
    ['１２', { ok: true, units: 12n }],
    ['0', refused('zero')],
    ['01', refused('leadingZero', '1')],
    ['1.5', refused('tooManyDecimals')],
    ['1.', refused('bareDecimalPoint', '1')],
    ['1e3', refused('notANumber')],
    ['', refused('empty')],
  ])('reads %j (spec §5: a positive integer, no leading zero)', (text, reading) => {
    expect(readCountText(text)).toEqual(reading);
  });

  it('refuses more than the most the field allows', () => {
    expect(readCountText('9', 9)).toEqual({ ok: true, units: 9n });
    expect(readCountText('10', 9)).toEqual(refused('tooLarge'));
  });
});

describe('readAmount', () => {
  it('reads the text exactly as given, blanks included', () => {
    expect(readAmount(' 1', { decimals: 8, max: 10n ** 20n, allowsZero: true })).toEqual(refused('notANumber'));
  });
});

describe('suggestions', () => {
  it('are offered only when the mended text reads, else the deeper reason is given', () => {
    expect(readCountText('00')).toEqual(refused('zero'));
    expect(readBtcText('.000000001')).toEqual(refused('tooManyDecimals'));
    expect(readBtcText('021000001')).toEqual(refused('tooLarge'));
    expect(readTokenText('00.5', 0)).toEqual(refused('tooManyDecimals'));
  });
});
