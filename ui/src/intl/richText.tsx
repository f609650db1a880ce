import { Fragment, type ReactNode } from 'react';

/** How each `<tag>` of a string is drawn: given the words the tag wraps. */
export type RichTextTags = Readonly<Record<string, (content: string) => ReactNode>>;

const taggedWords = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated string whose `<tag>words</tag>` parts become elements (a link, an emphasised term), so a
 * translation can move them within the sentence. Tags do not nest; a tag with no renderer keeps its words.
 */
export function richText(text: string, tags: RichTextTags): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(taggedWords)) {
    const [whole, tag = '', words = ''] = match;
    parts.push(text.slice(from, match.index));
    const render = tags[tag];
    parts.push(<Fragment key={match.index}>{render ? render(words) : words}</Fragment>);
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return parts;
}
