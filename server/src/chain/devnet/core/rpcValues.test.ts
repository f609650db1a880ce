import { describe, expect, it } from 'vitest';
import { amountFromValue, amountValue, feeAtRate } from './btcAmount';
import { chainWork, difficulty } from './chainWork';
import { doubleNumber, JsonNumber, writeJson } from './jsonText';
import { arg, checkParams, hashParam, helpText, intParam, positionalParams } from './rpcArgs';
import { RpcError } from './rpcError';
import { parseDataFormat } from './restRequest';

const failure = (work: () => unknown) => {
  try {
    work();
    return undefined;
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    return { code: error.code, message: error.message };
  }
};

describe("the values Core's RPC reads and writes", () => {
  it('writes amounts with 8 decimals and doubles as %.16g, in compact JSON', () => {
    expect(
      writeJson({ value: amountValue(10_000n), fee: amountValue(-1n), big: amountValue(2_100_000_000_000_000n) }),
    ).toBe('{"value":0.00010000,"fee":-0.00000001,"big":21000000.00000000}');
    expect(doubleNumber(difficulty(0x207fffff)).text).toBe('4.656542373906925e-10');
    expect(doubleNumber(difficulty(0x1d00ffff)).text).toBe('1');
    expect(doubleNumber(0.0001).text).toBe('0.0001');
    expect(doubleNumber(0.00001).text).toBe('1e-05');
    expect(doubleNumber(123456.5).text).toBe('123456.5');
    expect(doubleNumber(1e21).text).toBe('1e+21');
    expect(writeJson([1, 'a', null, true, new JsonNumber('1.50'), { skipped: undefined }])).toBe(
      '[1,"a",null,true,1.50,{}]',
    );
  });

  it("counts regtest's chain work: 2 per block", () => {
    expect(chainWork(0)).toBe(`${'0'.repeat(63)}2`);
    expect(chainWork(149)).toBe(`${'0'.repeat(61)}12c`);
  });

  it('reads amounts as AmountFromValue does', () => {
    expect(amountFromValue(0.1)).toBe(10_000_000n);
    expect(amountFromValue('0.00000001')).toBe(1n);
    expect(amountFromValue(1e-8)).toBe(1n);
    expect(amountFromValue(21_000_000)).toBe(2_100_000_000_000_000n);
    expect(failure(() => amountFromValue(true))).toEqual({ code: -3, message: 'Amount is not a number or string' });
    expect(failure(() => amountFromValue('0.000000001'))).toEqual({ code: -3, message: 'Invalid amount' });
    expect(failure(() => amountFromValue('1,5'))).toEqual({ code: -3, message: 'Invalid amount' });
    expect(failure(() => amountFromValue(-1))).toEqual({ code: -3, message: 'Amount out of range' });
    expect(failure(() => amountFromValue(21_000_001))).toEqual({ code: -3, message: 'Amount out of range' });
    // CFeeRate::GetFee rounds up, and never to 0 for a positive rate.
    expect(feeAtRate(1_000n, 141n)).toBe(141n);
    expect(feeAtRate(1_500n, 141n)).toBe(212n);
    expect(feeAtRate(1n, 1n)).toBe(1n);
    expect(feeAtRate(0n, 141n)).toBe(0n);
  });

  it('turns named parameters positional as transformNamedArguments does', () => {
    const specs = [arg('blockhash', 'string', true), arg('verbosity|verbose', 'unchecked', false)];
    expect(positionalParams({ blockhash: 'h', verbose: 2 }, specs)).toEqual(['h', 2]);
    expect(positionalParams({ verbosity: 0 }, specs)).toEqual([null, 0]);
    expect(positionalParams({ blockhash: 'h' }, specs)).toEqual(['h']);
    expect(positionalParams({ args: ['h'], verbosity: 3 }, specs)).toEqual(['h', 3]);
    expect(failure(() => positionalParams({ args: ['h'], blockhash: 'x' }, specs))).toEqual({
      code: -8,
      message: 'Parameter blockhash specified twice both as positional and named argument',
    });
    expect(failure(() => positionalParams({ hash: 'h' }, specs))).toEqual({
      code: -8,
      message: 'Unknown named parameter hash',
    });
  });

  it("checks the count and types of parameters, answering Core's help and type errors", () => {
    const specs = [arg('blockhash', 'string', true), arg('verbose', 'bool', false)];
    const help = helpText('getblockheader', 'Answers a header.', specs);
    expect(help).toBe('getblockheader "blockhash" ( verbose )\n\nAnswers a header.\n');
    expect(failure(() => checkParams(help, specs, []))).toEqual({ code: -1, message: help });
    expect(failure(() => checkParams(help, specs, ['h', true, 1]))).toEqual({ code: -1, message: help });
    expect(failure(() => checkParams(help, specs, ['h', null]))).toBeUndefined();
    expect(failure(() => checkParams(help, specs, [1, 0]))).toEqual({
      code: -3,
      message:
        'Wrong type passed:\n{\n    "Position 1 (blockhash)": "JSON value of type number is not of expected type string",\n' +
        '    "Position 2 (verbose)": "JSON value of type number is not of expected type bool"\n}',
    });
    expect(failure(() => intParam(1.5))).toEqual({ code: -1, message: 'JSON integer out of range' });
    expect(failure(() => intParam('1'))).toEqual({
      code: -3,
      message: 'JSON value of type string is not of expected type number',
    });
    expect(failure(() => hashParam('abc', 'blockhash'))).toEqual({
      code: -8,
      message: "blockhash must be of length 64 (not 3, for 'abc')",
    });
    expect(failure(() => hashParam('g'.repeat(64), 'hash'))).toEqual({
      code: -8,
      message: `hash must be hexadecimal string (not '${'g'.repeat(64)}')`,
    });
    expect(hashParam('AB'.repeat(32), 'hash')).toBe('ab'.repeat(32));
  });

  it("splits a REST path's format as ParseDataFormat does", () => {
    expect(parseDataFormat('abc.json?count=2')).toEqual({ param: 'abc', format: 'json' });
    expect(parseDataFormat('abc.bin')).toEqual({ param: 'abc', format: 'bin' });
    expect(parseDataFormat('abc.xml')).toEqual({ param: 'abc.xml', format: undefined });
    expect(parseDataFormat('abc')).toEqual({ param: 'abc', format: undefined });
    expect(parseDataFormat('5/abc.hex')).toEqual({ param: '5/abc', format: 'hex' });
  });
});
