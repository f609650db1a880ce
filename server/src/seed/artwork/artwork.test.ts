import { inflateSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seedCollections } from '../marketCatalog';
import { seededRandom } from '../seededRandom';
import type { Artwork } from './Artwork';

const text = (artwork: Artwork) => new TextDecoder().decode(artwork.body);

function piecesOf(contentType: string): Artwork[] {
  return seedCollections.flatMap((collection) => {
    const random = seededRandom(`artwork test/${collection.id}`);
    return Array.from({ length: 25 }, (_, index) => collection.make(random, index + 1)).filter((piece) =>
      piece.contentType.startsWith(contentType),
    );
  });
}

/** A strict enough XML check for generated SVG: every tag closes in order, attributes are quoted. */
function checkXml(source: string): void {
  const open: string[] = [];
  for (const match of source.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name = '', , selfClosing] = match;
    if (closing === '/') expect(open.pop()).toBe(name);
    else if (selfClosing !== '/') open.push(name);
  }
  expect(open).toEqual([]);
  // Nothing that looks like a tag was left unmatched by the pattern above.
  const stripped = source.replace(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g, '');
  expect(stripped).not.toMatch(/[<>]/);
}

describe('seeded artwork', () => {
  it('is the same for the same seed and differs across pieces', () => {
    const [collection] = seedCollections;
    if (collection === undefined) throw new Error('no collections');
    const first = collection.make(seededRandom('same'), 1);
    expect(collection.make(seededRandom('same'), 1)).toEqual(first);
    expect(collection.make(seededRandom('other'), 1).body).not.toEqual(first.body);
  });

  it('draws 3 to 5 traits for every piece', () => {
    for (const collection of seedCollections) {
      const piece = collection.make(seededRandom(collection.id), 1);
      expect(piece.attributes.length).toBeGreaterThanOrEqual(3);
      expect(piece.attributes.length).toBeLessThanOrEqual(5);
    }
  });

  it('writes well-formed SVG', () => {
    const pieces = piecesOf('image/svg+xml');
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) {
      const source = text(piece);
      expect(source.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      checkXml(source);
    }
  });

  it('writes valid PNGs: signature, IHDR, chunk CRCs and pixel data that inflates to the image size', () => {
    const pieces = piecesOf('image/png');
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) {
      const png = Buffer.from(piece.body);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const chunks: Array<{ type: string; data: Buffer }> = [];
      for (let at = 8; at < png.length;) {
        const length = png.readUInt32BE(at);
        const type = png.toString('latin1', at + 4, at + 8);
        const data = png.subarray(at + 8, at + 8 + length);
        expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
        chunks.push({ type, data });
        at += 12 + length;
      }
      expect(chunks.map(({ type }) => type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      const header = chunks[0]?.data ?? Buffer.alloc(13);
      const width = header.readUInt32BE(0);
      const height = header.readUInt32BE(4);
      expect([width, height, header[8], header[9]]).toEqual([24, 24, 8, 2]);
      const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
      expect(raw.length).toBe(height * (1 + width * 3));
    }
  });

  it('writes self-contained HTML with no external URL', () => {
    const pieces = piecesOf('text/html');
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) {
      const source = text(piece);
      expect(source).toMatch(/^<!doctype html>/);
      expect(source).not.toMatch(/https?:|\/\/[a-z]|src=|href=|@import|url\(/i);
    }
  });

  it('writes text pieces as plain UTF-8', () => {
    const pieces = piecesOf('text/plain');
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) expect(text(piece).trim().length).toBeGreaterThan(0);
  });
});
