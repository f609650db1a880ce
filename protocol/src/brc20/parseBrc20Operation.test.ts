import { describe, expect, it } from 'vitest';
import { BRC20_MAX_AMOUNT, BRC20_SCALE } from './amount';
import type { Brc20Inscription } from './Brc20Operation';
import { parseBrc20Operation } from './parseBrc20Operation';

const utf8 = new TextEncoder();

/** An uncursed text/plain inscription carrying `json`. */
function inscription(
  inscriptionId: string,
  json: string | Record<string, unknown>,
  extra: Partial<Brc20Inscription> = {},
): Brc20Inscription {
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  return {
    inscriptionId,
    contentType: 'text/plain;charset=utf-8',
    content: utf8.encode(text),
    cursed: false,
    parentIds: [],
    ...extra,
  };
}

const parse = (json: string | Record<string, unknown>, extra: Parameters<typeof inscription>[2] = {}) =>
  parseBrc20Operation(inscription('i0', json, extra));
const reason = (json: string | Record<string, unknown>, extra: Parameters<typeof inscription>[2] = {}) => {
  const parsed = parse(json, extra);
  return parsed.ok ? 'accepted' : parsed.reason;
};

describe('parseBrc20Operation: envelope', () => {
  const mint = { p: 'brc-20', op: 'mint', tick: 'ordi', amt: '1' };

  it('reads text/plain and application/json, with or without a charset, in any case', () => {
    for (const contentType of [
      'text/plain',
      'application/json',
      'text/plain;charset=utf-8',
      'Application/JSON; charset=UTF-8',
    ]) {
      expect(reason(mint, { contentType })).toBe('accepted');
    }
  });

  it('refuses other content types, other parameters and a missing content type', () => {
    for (const contentType of ['text/html', 'image/png', 'text/plain;foo=bar', 'text/plainx', null]) {
      expect(reason(mint, { contentType })).toBe('unsupported-content-type');
    }
  });

  it('refuses cursed inscriptions', () => {
    expect(reason(mint, { cursed: true })).toBe('cursed-inscription');
  });

  it('refuses content that is not UTF-8 JSON object text', () => {
    expect(reason('', { content: new Uint8Array([0xff, 0xfe]) })).toBe('invalid-utf8');
    expect(reason('{"p":"brc-20",')).toBe('invalid-json');
    for (const json of ['[]', 'null', '"brc-20"', '42']) expect(reason(json)).toBe('not-a-json-object');
  });

  it('requires p exactly "brc-20" and a known op', () => {
    expect(reason({ ...mint, p: 'BRC-20' })).toBe('not-brc20');
    expect(reason({ ...mint, p: undefined })).toBe('not-brc20');
    expect(reason({ ...mint, op: 'Mint' })).toBe('unknown-op');
    expect(reason({ ...mint, op: 'burn' })).toBe('unknown-op');
  });

  it('ignores unknown keys and keeps the last of duplicate keys', () => {
    expect(reason({ ...mint, memo: 'hi' })).toBe('accepted');
    expect(parse('{"p":"brc-20","op":"mint","tick":"ordi","amt":"1","amt":"2"}')).toEqual({
      ok: true,
      operation: { op: 'mint', tick: 'ordi', amount: 2n * BRC20_SCALE, amountDecimals: 0 },
    });
  });
});

describe('parseBrc20Operation: tick', () => {
  const deploy = { p: 'brc-20', op: 'deploy', max: '21000000' };

  it('takes four UTF-8 bytes and keys the tick in lowercase, keeping the inscribed case for display', () => {
    expect(parse({ ...deploy, tick: 'ORDI' })).toMatchObject({
      ok: true,
      operation: { tick: 'ordi', displayTick: 'ORDI' },
    });
    expect(reason({ ...deploy, tick: '😀' })).toBe('accepted');
    expect(reason({ ...deploy, tick: 'éé' })).toBe('accepted');
  });

  it('refuses ticks of other lengths or types', () => {
    for (const tick of ['ord', 'ordis', 'ordinal', '', 1234, null])
      expect(reason({ ...deploy, tick })).toBe('invalid-tick');
  });

  it('allows five bytes only for self-mint deploys, and for mints and transfers of them', () => {
    expect(parse({ ...deploy, tick: 'Ordix', self_mint: 'true' })).toMatchObject({
      ok: true,
      operation: { tick: 'ordix', selfMint: true },
    });
    expect(reason({ ...deploy, tick: 'ordix', self_mint: true })).toBe('invalid-tick');
    expect(reason({ ...deploy, tick: 'ordix', self_mint: 'false' })).toBe('invalid-tick');
    expect(reason({ p: 'brc-20', op: 'mint', tick: 'ordix', amt: '1' })).toBe('accepted');
    expect(reason({ p: 'brc-20', op: 'transfer', tick: 'ordix', amt: '1' })).toBe('accepted');
  });

  it('treats self_mint on a four-byte deploy as an unknown key', () => {
    expect(parse({ ...deploy, tick: 'ordi', self_mint: 'true' })).toMatchObject({
      ok: true,
      operation: { selfMint: false },
    });
  });
});

describe('parseBrc20Operation: deploy', () => {
  const deploy = { p: 'brc-20', op: 'deploy', tick: 'ordi' };

  it('reads max, lim and dec', () => {
    expect(parse({ ...deploy, max: '21000000', lim: '1000', dec: '8' })).toEqual({
      ok: true,
      operation: {
        op: 'deploy',
        tick: 'ordi',
        displayTick: 'ordi',
        max: 21_000_000n * BRC20_SCALE,
        lim: 1000n * BRC20_SCALE,
        dec: 8,
        selfMint: false,
      },
    });
  });

  it('defaults lim to max and dec to 18', () => {
    expect(parse({ ...deploy, max: '100.5' })).toMatchObject({
      ok: true,
      operation: { max: 1005n * 10n ** 17n, lim: 1005n * 10n ** 17n, dec: 18 },
    });
  });

  it('requires max: present, a numeric string, above zero, within uint64, within dec', () => {
    for (const max of [undefined, 21000000, '0', '-1', ' 1', '18446744073709551616', '1.5e3']) {
      expect(reason({ ...deploy, max })).toBe('invalid-max');
    }
    expect(reason({ ...deploy, max: '1.55', dec: '1' })).toBe('invalid-max');
    expect(reason({ ...deploy, max: '18446744073709551615' })).toBe('accepted');
  });

  it('reads max "0" of a self-mint deploy as the uint64 bound', () => {
    expect(parse({ ...deploy, tick: 'ordix', self_mint: 'true', max: '0' })).toMatchObject({
      ok: true,
      operation: { max: BRC20_MAX_AMOUNT, lim: BRC20_MAX_AMOUNT },
    });
  });

  it('requires lim, when given, to be a numeric string above zero within dec', () => {
    for (const lim of [1000, '0', '+5', '1.5', null])
      expect(reason({ ...deploy, max: '10', lim, dec: '0' })).toBe('invalid-lim');
  });

  it('requires dec to be a digit string of at most 18', () => {
    expect(parse({ ...deploy, max: '10', dec: '0' })).toMatchObject({ ok: true, operation: { dec: 0 } });
    for (const dec of [18, '19', '-1', '1.0', '', ' 8'])
      expect(reason({ ...deploy, max: '10', dec })).toBe('invalid-decimals');
  });
});

describe('parseBrc20Operation: mint and transfer', () => {
  it.each(['mint', 'transfer'] as const)('%s reads amt with its fraction digits as written', (op) => {
    expect(parse({ p: 'brc-20', op, tick: 'OrDi', amt: '0.50' })).toEqual({
      ok: true,
      operation: { op, tick: 'ordi', amount: 5n * 10n ** 17n, amountDecimals: 2 },
    });
  });

  it.each(['mint', 'transfer'] as const)('%s requires amt above zero as a numeric string', (op) => {
    for (const amt of [undefined, 1, '0', '0.0', '1.', '1,000', '18446744073709551616', '0.0000000000000000001']) {
      expect(reason({ p: 'brc-20', op, tick: 'ordi', amt })).toBe('invalid-amt');
    }
  });
});
