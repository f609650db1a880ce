import { describe, expect, it } from 'vitest';
import { isBrc20ContentType, parseOrdJson } from './brc20Json';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('isBrc20ContentType (OPI: exact text/plain or application/json, or either followed by ";")', () => {
  it.each(['text/plain', 'text/plain;charset=utf-8', 'application/json', 'application/json; charset=utf-8'])(
    'reads %s',
    (type) => expect(isBrc20ContentType(bytes(type))).toBe(true),
  );

  it.each(['TEXT/PLAIN', ' text/plain', 'text/plain ', 'text/plainx', 'text/html', 'application/json5', ''])(
    'refuses %j',
    (type) => expect(isBrc20ContentType(bytes(type))).toBe(false),
  );

  it('refuses no content type and one that is not UTF-8', () => {
    expect(isBrc20ContentType(null)).toBe(false);
    expect(isBrc20ContentType(Uint8Array.of(0x74, 0xff))).toBe(false);
  });
});

describe('parseOrdJson (what serde_json accepts in the ord fork OPI reads)', () => {
  it('reads JSON with surrounding whitespace, the last of duplicate keys winning', () => {
    expect(parseOrdJson(bytes(' \n{"a":"1","a":"2"}\t'))).toEqual({ a: '2' });
  });

  it('refuses a UTF-8 byte-order mark, which JSON.parse after a default decode would strip', () => {
    expect(parseOrdJson(Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes('{"p":"brc-20"}')))).toBeUndefined();
  });

  it('refuses invalid UTF-8, a lone surrogate escape and a number beyond f64', () => {
    expect(parseOrdJson(Uint8Array.of(0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d))).toBeUndefined();
    expect(parseOrdJson(bytes('{"tick":"\\ud800abc"}'))).toBeUndefined();
    expect(parseOrdJson(bytes('{"n":1e400}'))).toBeUndefined();
    expect(parseOrdJson(bytes('{"tick":"\\ud83d\\ude00"}'))).toEqual({ tick: '😀' });
  });

  it('takes 127 levels of nesting and refuses 128, where serde_json runs out of its recursion budget', () => {
    const nested = (levels: number) => bytes(`${'['.repeat(levels)}${']'.repeat(levels)}`);
    expect(parseOrdJson(nested(127))).toBeDefined();
    expect(parseOrdJson(nested(128))).toBeUndefined();
  });
});
