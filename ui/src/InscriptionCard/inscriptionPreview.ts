import { groupDigits } from '../Amount/formatAmount';

/** An inscription's content as the app has it: its MIME type, where it is served, and for text its body. */
export interface InscriptionContent {
  /** The MIME type recorded in the inscription, e.g. 'image/png' or 'text/plain;charset=utf-8'. */
  type: string;
  /** Where the content is served (a data: URL or the app's content host). */
  src?: string;
  /** The content itself, for text, JSON, HTML or SVG that the app has already fetched. */
  body?: string;
}

/**
 * How a card shows content: images as images, text as text, and anything that can carry script (HTML,
 * SVG) only in a sandboxed frame.
 */
export type InscriptionPreview =
  | { kind: 'image'; src: string }
  | { kind: 'text'; text: string }
  | { kind: 'frame'; src?: string; srcDoc?: string }
  | { kind: 'unsupported'; label: string };

const textTypes = ['text/plain', 'text/markdown', 'application/json', 'text/javascript', 'application/javascript'];
const framedTypes = ['text/html', 'image/svg+xml'];

/** The MIME type without parameters, in lower case: 'Text/Plain; charset=utf-8' -> 'text/plain'. */
export function essence(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

// An SVG body is wrapped in a page that fits it to the frame; it stays inside the sandbox.
function svgPage(svg: string): string {
  return `<!doctype html><html><head><style>html,body{margin:0;height:100%;overflow:hidden}body{display:grid;place-items:center}svg{width:100%;height:100%}</style></head><body>${svg}</body></html>`;
}

export function inscriptionPreview({ type, src, body }: InscriptionContent): InscriptionPreview {
  const kind = essence(type);
  if (framedTypes.includes(kind)) {
    if (body !== undefined) return { kind: 'frame', srcDoc: kind === 'image/svg+xml' ? svgPage(body) : body };
    if (src) return { kind: 'frame', src };
  } else if (kind.startsWith('image/') && src) {
    return { kind: 'image', src };
  } else if (textTypes.includes(kind) && body !== undefined) {
    return { kind: 'text', text: body };
  }
  return { kind: 'unsupported', label: kind.split('/')[1]?.toUpperCase() ?? (kind.toUpperCase() || '?') };
}

/** '#12,345', and cursed (negative) inscriptions as '#-1,234'. */
export function formatInscriptionNumber(inscriptionNumber: number): string {
  const value = BigInt(Math.trunc(inscriptionNumber));
  return `#${value < 0n ? '-' : ''}${groupDigits(value < 0n ? -value : value)}`;
}
