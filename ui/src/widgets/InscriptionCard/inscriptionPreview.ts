import { groupDigits } from '../../primitives/Amount/formatAmount';

/** An inscription's content as the app has it: its MIME type, where it is served, and for text its body. */
export interface InscriptionContent {
  /** The MIME type recorded in the inscription, e.g. 'image/png' or 'text/plain;charset=utf-8'. */
  type: string;
  /** Where the content is served (a data: URL or the app's content host). */
  src?: string;
  /** The content itself, for text, JSON, HTML or SVG that the app has already fetched. */
  body?: string;
  /**
   * An image standing for content a card cannot draw itself (HTML, video, models...), e.g. the server's
   * preview route; shown as an image, so nothing in it runs.
   */
  posterSrc?: string;
}

/**
 * How a card shows content. Images (SVG included) go in an <img>, where scripts never run; text is drawn
 * as text, from its body or read from its address once near the screen; anything that can run script is
 * a poster image, with its sandboxed frame only while on screen.
 */
export type InscriptionPreview =
  | { kind: 'image'; src: string }
  | { kind: 'text'; text: string }
  | { kind: 'servedText'; src: string }
  | { kind: 'scripted'; src?: string; srcDoc?: string; posterSrc?: string }
  | { kind: 'unsupported'; label: string; posterSrc?: string };

const textTypes = ['text/plain', 'text/markdown', 'application/json', 'text/javascript', 'application/javascript'];
const scriptedTypes = ['text/html'];

/** The MIME type without parameters, in lower case: 'Text/Plain; charset=utf-8' -> 'text/plain'. */
export function essence(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

/** What a card calls content it cannot draw: its subtype, 'MP4' for 'video/mp4', '?' for none. */
export function typeLabel(type: string): string {
  const kind = essence(type);
  return kind.split('/')[1]?.toUpperCase() ?? (kind.toUpperCase() || '?');
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const withPoster = (posterSrc: string | undefined) => (posterSrc === undefined ? {} : { posterSrc });

export function inscriptionPreview({ type, src, body, posterSrc }: InscriptionContent): InscriptionPreview {
  const kind = essence(type);
  if (scriptedTypes.includes(kind)) {
    if (body !== undefined) return { kind: 'scripted', srcDoc: body, ...withPoster(posterSrc) };
    if (src) return { kind: 'scripted', src, ...withPoster(posterSrc) };
  } else if (kind === 'image/svg+xml' && src) {
    return { kind: 'image', src };
  } else if (kind === 'image/svg+xml' && body !== undefined) {
    return { kind: 'image', src: svgDataUrl(body) };
  } else if (kind.startsWith('image/') && src) {
    return { kind: 'image', src };
  } else if (textTypes.includes(kind)) {
    if (body !== undefined) return { kind: 'text', text: body };
    if (src) return { kind: 'servedText', src };
  }
  return { kind: 'unsupported', label: typeLabel(type), ...withPoster(posterSrc) };
}

/** '#12,345', and cursed (negative) inscriptions as '#-1,234'. */
export function formatInscriptionNumber(inscriptionNumber: number): string {
  const value = BigInt(Math.trunc(inscriptionNumber));
  return `#${value < 0n ? '-' : ''}${groupDigits(value < 0n ? -value : value)}`;
}
