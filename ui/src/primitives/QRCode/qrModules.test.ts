import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { darkModulesPath, qrModules, quietZone } from './qrModules';

describe('darkModulesPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    expect(
      darkModulesPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(darkModulesPath([[false, false]])).toBe('');
  });
});

describe('qrModules', () => {
  it('surrounds the code with a 4-module quiet zone', () => {
    const { size, path } = qrModules('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const { data } = encode('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', { ecc: 'M', border: quietZone });
    expect(size).toBe(data.length);
    for (let i = 0; i < quietZone; i += 1) {
      expect(data[i]?.some(Boolean)).toBe(false);
      expect(data.some((row) => row[i])).toBe(false);
    }
    // The top-left finder pattern starts right after the quiet zone, as a 7-module run.
    expect(path.startsWith(`M${quietZone} ${quietZone}h7v1h-7z`)).toBe(true);
  });

  it('grows with the value: a sign-in link needs a larger version than a short word', () => {
    const short = qrModules('ordi').size;
    const long = qrModules(`https://ordmarket.io/login?session=${'a'.repeat(120)}`).size;
    expect(short).toBe(21 + 2 * quietZone);
    expect(long).toBeGreaterThan(short);
  });
});
