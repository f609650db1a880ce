/**
 * A number written as exactly this text. Bitcoin Core writes amounts with 8 decimals ("0.00010000") and doubles
 * with 16 significant digits (UniValue's setFloat); JSON.stringify would spell either another way.
 */
export class JsonNumber {
  constructor(readonly text: string) {}
}

/** A JSON answer as Core's UniValue holds it. Object members left undefined are not written, as Core never pushes them. */
export type JsonValue = null | boolean | number | string | JsonNumber | readonly JsonValue[] | JsonObject;

export interface JsonObject {
  readonly [key: string]: JsonValue | undefined;
}

/** UniValue::write() without indentation: no spaces, members in the order they were added. */
export function writeJson(value: JsonValue): string {
  if (value instanceof JsonNumber) return value.text;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item: JsonValue) => writeJson(item)).join(',')}]`;
  const members = Object.entries(value).flatMap(([key, member]) =>
    member === undefined ? [] : [`${JSON.stringify(key)}:${writeJson(member)}`],
  );
  return `{${members.join(',')}}`;
}

/**
 * A double as UniValue::setFloat writes it: C++'s `<< std::setprecision(16)`, which is printf's %.16g (16
 * significant digits, trailing zeros dropped, an exponent of at least two digits below 1e-4 or from 1e16).
 */
export function doubleNumber(value: number): JsonNumber {
  if (value === 0) return new JsonNumber('0');
  const [digits = '', exponentText = '0'] = value.toExponential(15).split('e');
  const exponent = Number(exponentText);
  const trim = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);
  if (exponent < -4 || exponent >= 16) {
    const sign = exponent < 0 ? '-' : '+';
    return new JsonNumber(`${trim(digits)}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`);
  }
  return new JsonNumber(trim(value.toFixed(15 - exponent)));
}
