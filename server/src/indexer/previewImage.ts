import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { cardLines, previewCard } from './previewCard';
import type { ServedContent } from './servedContent';

/** Types every browser draws in an <img>; an SVG there is a picture only, its scripts never run. */
const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/svg+xml'];
const textTypes = ['text/plain', 'text/markdown', 'application/json', 'text/javascript', 'application/javascript'];
/** A card shows a few hundred characters; more is never decoded. */
const readBytes = 2048;

/** An inscription as an image: the content itself when it is one, else a card drawn from its text or type. */
export type PreviewImage = { kind: 'content' } | { kind: 'card'; svg: string };

const essence = (type: string | null) => (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const inflaters: Readonly<Record<string, () => Transform>> = {
  br: createBrotliDecompress,
  gzip: createGunzip,
  deflate: createInflate,
};

/**
 * The start of a body as text. A compressed body is inflated only as far as the card needs, so a small
 * inscription cannot unpack into a large allocation; a corrupt one shows what came out before the fault.
 */
async function leadingText(content: ServedContent): Promise<string> {
  const decoder = new TextDecoder();
  if (content.contentEncoding === null) return decoder.decode(content.body.subarray(0, readBytes));
  const inflater = inflaters[content.contentEncoding]?.();
  if (inflater === undefined) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  inflater.end(content.body);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= readBytes) break;
    }
  } catch {
    // The text inflated so far is still worth showing.
  }
  inflater.destroy();
  return decoder.decode(Buffer.concat(chunks).subarray(0, readBytes));
}

// A title is raw text up to its end tag (markup inside it is not parsed), drawn on one line.
function htmlTitle(html: string): string | undefined {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.replace(/\s+/g, ' ').trim();
  return title === '' ? undefined : title;
}

export async function previewImage(content: ServedContent): Promise<PreviewImage> {
  const type = essence(content.contentType);
  if (imageTypes.includes(type)) return { kind: 'content' };
  const subtype = type.split('/')[1]?.toUpperCase() ?? '';
  const label = subtype === '' ? '?' : subtype;
  if (textTypes.includes(type)) {
    return { kind: 'card', svg: previewCard({ label, lines: cardLines(await leadingText(content)) }) };
  }
  if (type === 'text/html') {
    const title = htmlTitle(await leadingText(content));
    return { kind: 'card', svg: previewCard({ label, lines: title === undefined ? [] : cardLines(title) }) };
  }
  return { kind: 'card', svg: previewCard({ label, lines: [] }) };
}
