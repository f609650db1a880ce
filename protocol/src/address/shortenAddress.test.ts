import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shortenAddress';
import { testAddresses } from './testAddresses';

describe('shortenAddress', () => {
  it('keeps the first 4 and last 4 characters of a longer address', () => {
    const address = testAddresses('mainnet').p2tr;
    expect(shortenAddress(address)).toBe(`${address.slice(0, 4)}...${address.slice(-4)}`);
    expect(shortenAddress('123456789')).toBe('1234...6789');
  });

  it("shows '--' for no address", () => {
    expect(shortenAddress('')).toBe('--');
  });

  it('keeps an address of 8 characters or fewer as is', () => {
    expect(shortenAddress('12345678')).toBe('12345678');
    expect(shortenAddress('a')).toBe('a');
  });

  it('never gives more than 11 characters for any text', () => {
    fc.assert(fc.property(fc.string(), (text) => shortenAddress(text).length <= 11));
  });
});
