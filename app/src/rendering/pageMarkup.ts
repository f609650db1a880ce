/** Where the page's HTML carries what its server render read: a JSON data block, which never runs as script. */
export const firstAnswersElementId = 'first-answers';

/** The element the app renders into, in index.html. */
export const appRootElementId = 'root';

/**
 * `value` as the text of a `<script type="application/json">` block. Every `<` is escaped, so no string in it
 * (an inscription's name is anyone's to choose) can close the block or open a comment in the page.
 */
export function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The answers the server rendered the page with, when it did. */
export function renderedFirstAnswers(document: Document): Record<string, unknown> | undefined {
  const text = document.getElementById(firstAnswersElementId)?.textContent ?? '';
  if (text === '') return undefined;
  const answers: unknown = JSON.parse(text);
  return typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : undefined;
}
