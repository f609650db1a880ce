import { describe, expect, it } from 'vitest';
import { bannerTarget } from './bannerTarget';

describe('bannerTarget', () => {
  it('keeps app paths in the router', () => {
    expect(bannerTarget('/collections/bitcoin-blocks')).toEqual({ kind: 'route', path: '/collections/bitcoin-blocks' });
    expect(bannerTarget(' /wallet ')).toEqual({ kind: 'route', path: '/wallet' });
  });

  it('opens http and https addresses as other sites', () => {
    expect(bannerTarget('https://example.org/drop')).toEqual({ kind: 'external', url: 'https://example.org/drop' });
    expect(bannerTarget('http://example.org')).toEqual({ kind: 'external', url: 'http://example.org/' });
  });

  it('refuses links that are empty, scripts, protocol-relative or not addresses', () => {
    expect(bannerTarget('')).toBeUndefined();
    expect(bannerTarget('javascript:alert(1)')).toBeUndefined();
    expect(bannerTarget('//evil.example/path')).toBeUndefined();
    expect(bannerTarget('collections/x')).toBeUndefined();
    expect(bannerTarget('data:text/html,hi')).toBeUndefined();
  });
});
