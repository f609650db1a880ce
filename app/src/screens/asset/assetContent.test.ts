import { describe, expect, it } from 'vitest';
import { assetContentKind, mayBeBrc20 } from './assetContent';

describe('asset content', () => {
  it('shows raster images as images', () => {
    expect(assetContentKind('image/png')).toBe('image');
    expect(assetContentKind('IMAGE/WEBP; foo=bar')).toBe('image');
  });

  it('frames everything that may carry script, and anything else', () => {
    expect(assetContentKind('image/svg+xml')).toBe('frame');
    expect(assetContentKind('text/html;charset=utf-8')).toBe('frame');
    expect(assetContentKind('text/plain')).toBe('frame');
    expect(assetContentKind('')).toBe('frame');
  });

  it('reads only short text or JSON for BRC-20 operations', () => {
    expect(mayBeBrc20('text/plain;charset=utf-8', 56)).toBe(true);
    expect(mayBeBrc20('application/json', 1024)).toBe(true);
    expect(mayBeBrc20('application/json', 1025)).toBe(false);
    expect(mayBeBrc20('image/png', 56)).toBe(false);
  });
});
