const utf8 = new TextEncoder();

/** A tick's length as the standard counts it: UTF-8 bytes as inscribed, not characters. */
export function tickByteLength(tick: string): number {
  return utf8.encode(tick).length;
}

/** Ticks are case-insensitive: "ORDI" and "ordi" are one token, keyed by the lowercase form. */
export function normalizeTick(tick: string): string {
  return tick.toLowerCase();
}
