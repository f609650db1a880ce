import { describe, expect, it } from 'vitest';
import { imageStatus } from './imageStatus';

describe('imageStatus', () => {
  it('is loading while the address is unknown', () => {
    expect(imageStatus(undefined, undefined)).toBe('loading');
    expect(imageStatus(undefined, { src: 'a.png', status: 'loaded' })).toBe('loading');
  });

  it('fails at once for an empty address', () => {
    expect(imageStatus('', undefined)).toBe('failed');
    expect(imageStatus('  ', undefined)).toBe('failed');
  });

  it('is loading until the browser reports on this address', () => {
    expect(imageStatus('a.png', undefined)).toBe('loading');
  });

  it('takes the outcome reported for the same address', () => {
    expect(imageStatus('a.png', { src: 'a.png', status: 'loaded' })).toBe('loaded');
    expect(imageStatus('a.png', { src: 'a.png', status: 'failed' })).toBe('failed');
  });

  it('starts loading again when the address changes', () => {
    expect(imageStatus('b.png', { src: 'a.png', status: 'failed' })).toBe('loading');
  });
});
