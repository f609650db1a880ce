import { describe, expect, it } from 'vitest';
import { coverImage } from './previewUrl';

const inscriptionId = `${'ab'.repeat(32)}i0`;
const previewUrl = (id: string) => `/preview/${id}`;

describe('coverImage', () => {
  it('shows a cover served by the content route through the preview route', () => {
    expect(coverImage(`/content/${inscriptionId}`, previewUrl)).toBe(`/preview/${inscriptionId}`);
  });

  it('keeps any other address, and an empty one, as it is', () => {
    expect(coverImage('https://cdn.example/cover.png', previewUrl)).toBe('https://cdn.example/cover.png');
    expect(coverImage('data:image/png;base64,AAAA', previewUrl)).toBe('data:image/png;base64,AAAA');
    expect(coverImage(`/content/${inscriptionId}/extra`, previewUrl)).toBe(`/content/${inscriptionId}/extra`);
    expect(coverImage('', previewUrl)).toBe('');
  });
});
