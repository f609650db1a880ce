import { describe, expect, it } from 'vitest';
import { essence, formatInscriptionNumber, inscriptionPreview } from './inscriptionPreview';

describe('essence', () => {
  it('drops parameters and case', () => {
    expect(essence('Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(essence('image/png')).toBe('image/png');
    expect(essence('')).toBe('');
  });
});

describe('inscriptionPreview', () => {
  it('shows raster images as images', () => {
    for (const type of ['image/png', 'image/webp', 'image/gif', 'image/jpeg', 'image/avif']) {
      expect(inscriptionPreview({ type, src: 'data:x' })).toEqual({ kind: 'image', src: 'data:x' });
    }
  });

  it('shows text and JSON bodies as text', () => {
    const mint = '{"p":"brc-20","op":"mint","tick":"ordi","amt":"1000"}';
    expect(inscriptionPreview({ type: 'text/plain;charset=utf-8', body: 'gm' })).toEqual({ kind: 'text', text: 'gm' });
    expect(inscriptionPreview({ type: 'application/json', body: mint })).toEqual({ kind: 'text', text: mint });
  });

  it('puts HTML only in a frame, from its body or its address', () => {
    const html = '<script>alert(1)</script>';
    expect(inscriptionPreview({ type: 'text/html;charset=utf-8', body: html })).toEqual({
      kind: 'frame',
      srcDoc: html,
    });
    expect(inscriptionPreview({ type: 'text/html', src: 'https://content.example/abc' })).toEqual({
      kind: 'frame',
      src: 'https://content.example/abc',
    });
  });

  it('puts SVG in a frame too, fitted by a wrapping page, never in an image or the DOM', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    const preview = inscriptionPreview({ type: 'image/svg+xml', body: svg, src: 'data:image/svg+xml,x' });
    expect(preview.kind).toBe('frame');
    expect(preview.kind === 'frame' && preview.srcDoc).toContain(svg);
    expect(inscriptionPreview({ type: 'image/svg+xml', src: 'https://c.example/1' })).toEqual({
      kind: 'frame',
      src: 'https://c.example/1',
    });
  });

  it('names what it cannot preview by its subtype', () => {
    expect(inscriptionPreview({ type: 'video/mp4', src: 'x' })).toEqual({ kind: 'unsupported', label: 'MP4' });
    expect(inscriptionPreview({ type: 'model/gltf-binary' })).toEqual({ kind: 'unsupported', label: 'GLTF-BINARY' });
    expect(inscriptionPreview({ type: 'text/plain' })).toEqual({ kind: 'unsupported', label: 'PLAIN' });
    expect(inscriptionPreview({ type: 'image/png' })).toEqual({ kind: 'unsupported', label: 'PNG' });
    expect(inscriptionPreview({ type: '' })).toEqual({ kind: 'unsupported', label: '?' });
  });
});

describe('formatInscriptionNumber', () => {
  it('groups digits after a hash', () => {
    expect(formatInscriptionNumber(0)).toBe('#0');
    expect(formatInscriptionNumber(12_345)).toBe('#12,345');
    expect(formatInscriptionNumber(75_123_456)).toBe('#75,123,456');
  });

  it('keeps the sign of cursed inscriptions', () => {
    expect(formatInscriptionNumber(-1_234)).toBe('#-1,234');
  });
});
