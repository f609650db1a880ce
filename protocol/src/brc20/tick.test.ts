import { describe, expect, it } from 'vitest';
import { normalizeTick, tickByteLength } from './tick';

describe('tick', () => {
  it('measures ticks in UTF-8 bytes', () => {
    expect(tickByteLength('ordi')).toBe(4);
    expect(tickByteLength('😀')).toBe(4);
    expect(tickByteLength('é')).toBe(2);
  });

  it('keys ticks by their lowercase form', () => {
    expect(normalizeTick('ORDI')).toBe('ordi');
    expect(normalizeTick('OrDi')).toBe(normalizeTick('oRdI'));
  });
});
