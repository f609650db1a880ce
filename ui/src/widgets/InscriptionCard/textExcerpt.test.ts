import { describe, expect, it } from 'vitest';
import { readExcerpt, textExcerpt } from './textExcerpt';

const served = (text: string) => `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

describe('readExcerpt', () => {
  it('reads a short text whole', async () => {
    await expect(readExcerpt(served('gm\nwagmi'))).resolves.toBe('gm\nwagmi');
  });

  it('stops at the byte limit of a long text', async () => {
    await expect(readExcerpt(served('a'.repeat(10_000)), 1024)).resolves.toBe('a'.repeat(1024));
  });

  it('never ends in a broken character when the limit falls inside one', async () => {
    // Each of these is three bytes: a limit of 7 holds two and one byte of the third.
    await expect(readExcerpt(served('日本語です'), 7)).resolves.toBe('日本');
  });
});

describe('textExcerpt', () => {
  it('asks once per address', async () => {
    const src = served('once');
    const first = textExcerpt(src);
    expect(textExcerpt(src)).toBe(first);
    await expect(first).resolves.toBe('once');
  });

  it('fails for an address that does not answer text, and tries again later', async () => {
    const src = 'data:text/plain;base64,@@@';
    const first = textExcerpt(src);
    await expect(first).rejects.toThrow();
    expect(textExcerpt(src)).not.toBe(first);
    await expect(textExcerpt(src)).rejects.toThrow();
  });
});
