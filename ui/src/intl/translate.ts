import type { KitStringArea, KitStrings } from './kitStrings';
import type { KitStringsOverride, KitStringValues } from './kitStringTypes';

/** Where a string is looked up besides the component's own English. */
export interface StringSources {
  /** The host's own wording, looked up first. */
  readonly strings: KitStringsOverride | undefined;
  /** The locale's translation; undefined for English. */
  readonly translation: KitStrings | undefined;
  readonly plurals: Intl.PluralRules;
}

/**
 * The text of `key` in `area`: the host's wording if it has one, else the translation's, else the area's English.
 * With a number `count`, the plural form the locale's rules pick (`key_one`, `key_other`) comes before the bare
 * key; `{{name}}` placeholders are filled from `values`. A key found nowhere comes back as itself, so a gap shows
 * on screen rather than an empty label.
 */
export function translate(
  sources: StringSources,
  { area, english }: KitStringArea,
  key: string,
  values?: KitStringValues,
): string {
  const count = values?.count;
  const forms = typeof count === 'number' ? [`${key}_${sources.plurals.select(count)}`, `${key}_other`, key] : [key];
  for (const tree of [sources.strings?.[area], sources.translation?.[area] ?? english]) {
    for (const form of forms) {
      const text = stringAt(tree, form);
      if (text !== undefined) return interpolate(text, values);
    }
  }
  return key;
}

function stringAt(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` from `values`; a placeholder with no value stays as written, so the gap is visible. */
export function interpolate(text: string, values: KitStringValues | undefined): string {
  if (values === undefined) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}
