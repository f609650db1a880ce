/** What a preview card shows of content an image cannot: its type and a few lines of its text. */
export interface PreviewCardText {
  /** The content's type, e.g. 'TEXT' or 'HTML'. */
  readonly label: string;
  readonly lines: readonly string[];
}

// Sized for a card a third as wide as this: the text stays readable when the image is scaled down.
const side = 320;
const columns = 20;
const maxLines = 7;
const lineHeight = 30;

// XML forbids most control characters even as references. Lines come here already split, and tabs as
// spaces, so every control character can go.
const xmlInvalid = /[\p{Cc}\uFFFE\uFFFF]/gu;
const characters = new Intl.Segmenter();

/** Text made safe inside an SVG text node or attribute: markup in the content is drawn, never parsed. */
export function escapeXml(text: string): string {
  return text
    .replace(xmlInvalid, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The text cut into card lines: at most 7, each at most 20 characters. */
export function cardLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(/\t/g, '  ').split(/\r?\n/)) {
    // By what a reader sees as one character, so an emoji or an accented letter is never cut in two.
    const graphemes = Array.from(characters.segment(line), ({ segment }) => segment);
    for (let start = 0; start === 0 || start < graphemes.length; start += columns) {
      lines.push(graphemes.slice(start, start + columns).join(''));
      if (lines.length === maxLines) return lines;
    }
  }
  return lines;
}

/**
 * A square SVG card: the text in a monospace face, clear of the marks a card lays over its top corners,
 * and the type at the foot. It holds no script and no
 * reference to anything outside itself, and every character of the content is escaped.
 */
export function previewCard({ label, lines }: PreviewCardText): string {
  const text = lines
    .slice(0, maxLines)
    .map((line, index) => `<tspan x="24" y="${96 + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">` +
    `<rect width="${side}" height="${side}" fill="#F4F6F8"/>` +
    `<text font-family="ui-monospace,Menlo,Consolas,monospace" font-size="24" fill="#212B36" xml:space="preserve">${text}</text>` +
    `<text x="24" y="${side - 24}" font-family="ui-sans-serif,system-ui,sans-serif" font-size="22" font-weight="700" ` +
    `letter-spacing="2" fill="#637381">${escapeXml(label)}</text>` +
    `</svg>`
  );
}
