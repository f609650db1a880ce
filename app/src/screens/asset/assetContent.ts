/**
 * How the asset page shows an inscription's content: raster images as images; everything else (HTML, SVG,
 * text, JSON, media) in a sandboxed frame, since anything but a raster image may carry script (architecture §6).
 */
export type AssetContentKind = 'image' | 'frame';

const rasterImages = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'];

/** The MIME type without parameters, in lower case. */
function essence(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function assetContentKind(contentType: string): AssetContentKind {
  return rasterImages.includes(essence(contentType)) ? 'image' : 'frame';
}

/** BRC-20 operations are short JSON in plain text or JSON inscriptions; bigger content is never one. */
const brc20ContentTypes = ['text/plain', 'application/json'];
export const maxBrc20ContentBytes = 1024;

/** Whether the content is worth reading to see if it is a BRC-20 operation. */
export function mayBeBrc20(contentType: string, contentLength: number): boolean {
  return brc20ContentTypes.includes(essence(contentType)) && contentLength <= maxBrc20ContentBytes;
}
