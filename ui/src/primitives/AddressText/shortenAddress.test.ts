import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shortenAddress';

describe('shortenAddress', () => {
  it('keeps the first and last 4 characters of a long address', () => {
    expect(shortenAddress('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe('bc1p...3297');
    expect(shortenAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1q...5mdq');
  });

  it('shortens from 9 characters on', () => {
    expect(shortenAddress('123456789')).toBe('1234...6789');
  });

  it('shows addresses of 8 characters or fewer whole', () => {
    expect(shortenAddress('12345678')).toBe('12345678');
    expect(shortenAddress('abc')).toBe('abc');
  });

  it("shows '--' when there is no address", () => {
    expect(shortenAddress('')).toBe('--');
    expect(shortenAddress('   ')).toBe('--');
    expect(shortenAddress(undefined)).toBe('--');
    expect(shortenAddress(null)).toBe('--');
  });

  it('ignores surrounding spaces', () => {
    expect(shortenAddress('  tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx  ')).toBe('tb1q...jzsx');
  });
});
