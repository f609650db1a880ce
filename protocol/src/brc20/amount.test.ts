import { describe, expect, it } from 'vitest';
import { BRC20_MAX_AMOUNT, BRC20_SCALE, parseBrc20Amount } from './amount';

describe('parseBrc20Amount', () => {
  it('scales whole and fractional amounts by 10^18', () => {
    expect(parseBrc20Amount('21000000', 18)).toEqual({ ok: true, value: 21_000_000n * BRC20_SCALE, fractionDigits: 0 });
    expect(parseBrc20Amount('1.5', 18)).toEqual({ ok: true, value: 15n * 10n ** 17n, fractionDigits: 1 });
    expect(parseBrc20Amount('0.000000000000000001', 18)).toEqual({ ok: true, value: 1n, fractionDigits: 18 });
    expect(parseBrc20Amount('0', 18)).toEqual({ ok: true, value: 0n, fractionDigits: 0 });
  });

  it('counts fraction digits as written, trailing zeros included', () => {
    expect(parseBrc20Amount('1.10', 2)).toEqual({ ok: true, value: 11n * 10n ** 17n, fractionDigits: 2 });
    expect(parseBrc20Amount('1.10', 1)).toEqual({ ok: false, reason: 'too-many-decimals' });
    expect(parseBrc20Amount('1.5', 0)).toEqual({ ok: false, reason: 'too-many-decimals' });
  });

  it.each([1, '', ' 1', '1 ', '+1', '-1', '1e3', '.5', '5.', '1.2.3', '0x10', '１', 'NaN', null])(
    'refuses %j as not a numeric string',
    (text) => expect(parseBrc20Amount(text, 18)).toEqual({ ok: false, reason: 'not-a-numeric-string' }),
  );

  it('accepts up to 2^64-1 whole units and refuses anything above', () => {
    expect(parseBrc20Amount('18446744073709551615', 18)).toEqual({
      ok: true,
      value: BRC20_MAX_AMOUNT,
      fractionDigits: 0,
    });
    expect(parseBrc20Amount('18446744073709551615.1', 18)).toEqual({ ok: false, reason: 'amount-too-large' });
    expect(parseBrc20Amount('18446744073709551616', 18)).toEqual({ ok: false, reason: 'amount-too-large' });
  });
});
