import { describe, expect, it } from 'vitest';
import { avatarLetter, avatarTone, avatarTones } from './letterAvatar';

describe('avatarLetter', () => {
  it("is the tick's first character in upper case", () => {
    expect(avatarLetter('ordi')).toBe('O');
    expect(avatarLetter(' sats')).toBe('S');
    expect(avatarLetter('1000')).toBe('1');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(avatarLetter('😀moon')).toBe('😀');
    expect(avatarLetter('龙币')).toBe('龙');
  });

  it('is a question mark for an empty tick', () => {
    expect(avatarLetter('')).toBe('?');
  });
});

describe('avatarTone', () => {
  it('is the same for the same tick, whatever its case', () => {
    expect(avatarTone('ordi')).toBe(avatarTone('ORDI'));
  });

  it('spreads ticks over the tones', () => {
    const tones = new Set(['ordi', 'sats', 'rats', 'meme', 'pepe', 'trac', 'oxbt', 'mmss'].map(avatarTone));
    expect(tones.size).toBeGreaterThan(2);
    for (const tone of tones) expect(avatarTones).toContain(tone);
  });
});
