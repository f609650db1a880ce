import { describe, expect, it } from 'vitest';
import { essence, formatInscriptionNumber, inscriptionPreview, typeLabel } from './inscriptionPreview';

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

  it('shows SVG as an image too, where its scripts never run, from its address or its body', () => {
    expect(inscriptionPreview({ type: 'image/svg+xml', src: 'https://c.example/1' })).toEqual({
      kind: 'image',
      src: 'https://c.example/1',
    });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    const preview = inscriptionPreview({ type: 'image/svg+xml', body: svg });
    expect(preview).toEqual({ kind: 'image', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
  });

  it('shows text and JSON bodies as text, and reads served text when there is no body', () => {
    const mint = '{"p":"brc-20","op":"mint","tick":"ordi","amt":"1000"}';
    expect(inscriptionPreview({ type: 'text/plain;charset=utf-8', body: 'gm' })).toEqual({ kind: 'text', text: 'gm' });
    expect(inscriptionPreview({ type: 'application/json', body: mint })).toEqual({ kind: 'text', text: mint });
    expect(inscriptionPreview({ type: 'text/plain', src: '/content/a' })).toEqual({
      kind: 'servedText',
      src: '/content/a',
    });
  });

  it('treats HTML as scripted, from its body or its address, with the poster it was given', () => {
    const html = '<script>alert(1)</script>';
    expect(inscriptionPreview({ type: 'text/html;charset=utf-8', body: html })).toEqual({
      kind: 'scripted',
      srcDoc: html,
    });
    expect(inscriptionPreview({ type: 'text/html', src: '/content/a', posterSrc: '/preview/a' })).toEqual({
      kind: 'scripted',
      src: '/content/a',
      posterSrc: '/preview/a',
    });
  });

  it('names what it cannot preview by its subtype, with a poster when there is one', () => {
    expect(inscriptionPreview({ type: 'video/mp4', src: 'x' })).toEqual({ kind: 'unsupported', label: 'MP4' });
    expect(inscriptionPreview({ type: 'video/mp4', src: 'x', posterSrc: 'p' })).toEqual({
      kind: 'unsupported',
      label: 'MP4',
      posterSrc: 'p',
    });
    expect(inscriptionPreview({ type: 'model/gltf-binary' })).toEqual({ kind: 'unsupported', label: 'GLTF-BINARY' });
    expect(inscriptionPreview({ type: 'text/plain' })).toEqual({ kind: 'unsupported', label: 'PLAIN' });
    expect(inscriptionPreview({ type: 'image/png' })).toEqual({ kind: 'unsupported', label: 'PNG' });
    expect(inscriptionPreview({ type: '' })).toEqual({ kind: 'unsupported', label: '?' });
  });
});

describe('typeLabel', () => {
  it('is the subtype in capitals, or a question mark for no type', () => {
    expect(typeLabel('text/html;charset=utf-8')).toBe('HTML');
    expect(typeLabel('')).toBe('?');
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
