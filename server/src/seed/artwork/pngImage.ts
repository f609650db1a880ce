import { crc32, deflateSync } from 'node:zlib';

/** An RGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

const signature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typeAndData.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typeAndData.copy(framed, 4);
  // The CRC covers the chunk type and data, not the length (PNG spec §5.3).
  framed.writeUInt32BE(crc32(typeAndData), typeAndData.length + 4);
  return framed;
}

/**
 * A truecolour PNG of `pixels` (row-major, width × height). Each row starts with filter byte 0 (none): pixel
 * art is small and flat, so deflate alone keeps it to a few hundred bytes, cheap to inscribe.
 */
export function encodePng(width: number, height: number, pixels: readonly Rgb[]): Uint8Array {
  if (pixels.length !== width * height) throw new RangeError(`${pixels.length} pixels do not fill ${width}×${height}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const raw = Buffer.alloc(height * (1 + width * 3));
  pixels.forEach(([red, green, blue], at) => {
    const row = Math.floor(at / width);
    const offset = row * (1 + width * 3) + 1 + (at % width) * 3;
    raw[offset] = red;
    raw[offset + 1] = green;
    raw[offset + 2] = blue;
  });
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}
