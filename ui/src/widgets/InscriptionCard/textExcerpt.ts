/** How much of a served text a card reads: a square shows a few hundred characters at most. */
export const excerptBytes = 1024;
// Excerpts already read, so a card scrolled out of a windowed grid and back is drawn at once.
const excerptsKept = 512;
const excerpts = new Map<string, Promise<string>>();

/**
 * The first `limit` bytes of the text served at `src`, decoded as UTF-8. The rest of the body is never
 * read: the stream is cancelled, so a large inscription costs a card no more than a small one.
 */
export async function readExcerpt(src: string, limit = excerptBytes): Promise<string> {
  const response = await fetch(src);
  if (!response.ok || response.body === null) throw new Error(`The text at ${src} answered ${response.status}.`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let read = 0;
  while (read < limit) {
    const chunk = await reader.read();
    if (chunk.done) return text + decoder.decode();
    const part = chunk.value.subarray(0, limit - read);
    read += part.length;
    // Streaming leaves a character cut at the limit undecoded instead of turning it into a replacement mark.
    text += decoder.decode(part, { stream: true });
  }
  await reader.cancel();
  return text;
}

/** readExcerpt, asked once per address; a failed read is forgotten so a later card can try again. */
export function textExcerpt(src: string): Promise<string> {
  const known = excerpts.get(src);
  if (known) return known;
  const excerpt = readExcerpt(src);
  excerpts.set(src, excerpt);
  void excerpt.catch(() => excerpts.delete(src));
  if (excerpts.size > excerptsKept) {
    const oldest = excerpts.keys().next().value;
    if (oldest !== undefined) excerpts.delete(oldest);
  }
  return excerpt;
}
