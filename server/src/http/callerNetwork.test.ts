import { describe, expect, it } from 'vitest';
import { callerNetwork } from './callerNetwork';

describe('callerNetwork', () => {
  it('keeps an IPv4 address whole, also when it arrives through an IPv6 socket', () => {
    expect(callerNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(callerNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(callerNetwork('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(callerNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(callerNetwork('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(callerNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(callerNetwork('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64');
    expect(callerNetwork('::1')).toBe('0:0:0:0::/64');
    expect(callerNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(callerNetwork('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
    expect(callerNetwork('2001:db8:1:2::198.51.100.7')).toBe('2001:db8:1:2::/64');
  });

  it('makes two addresses of one /64 one caller and of two /64s two', () => {
    expect(callerNetwork('2001:db8:aa:bb::1')).toBe(callerNetwork('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(callerNetwork('2001:db8:aa:bb::1')).not.toBe(callerNetwork('2001:db8:aa:bc::1'));
  });

  it('answers anything else as it came', () => {
    expect(callerNetwork('')).toBe('');
    expect(callerNetwork('not-an-ip')).toBe('not-an-ip');
  });
});
