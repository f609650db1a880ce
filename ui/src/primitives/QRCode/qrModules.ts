import { encode } from 'uqr';

/** Light modules around the code that scanners need to find its edges (the standard asks for 4). */
export const quietZone = 4;

export interface QrModules {
  /** Modules per side, quiet zone included. */
  size: number;
  /** The dark modules as one SVG path in module units. */
  path: string;
}

/** Rows of dark and light modules as an SVG path, each horizontal run of dark modules one rectangle. */
export function darkModulesPath(rows: ReadonlyArray<readonly boolean[]>): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      const runEnds = start >= 0 && (!dark || x === row.length - 1);
      if (!runEnds) return;
      const end = dark ? x + 1 : x;
      parts.push(`M${start} ${y}h${end - start}v1h-${end - start}z`);
      start = -1;
    });
  });
  return parts.join('');
}

/** The value as QR modules with medium error correction, which survives a smudge or a logo-sized glare. */
export function qrModules(value: string): QrModules {
  const { data, size } = encode(value, { ecc: 'M', border: quietZone });
  return { size, path: darkModulesPath(data) };
}
