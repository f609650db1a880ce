import type { KitAreaName, KitStrings } from './kitStrings';

// Plural forms are written as CLDR suffixes (`rule_one`, `rule_other`) and asked for as `rule` with a count.
type PluralBase<Key extends string> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : Key;

type KeyPaths<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? PluralBase<Key> : `${Key}.${KeyPaths<Tree[Key]>}`;
}[keyof Tree & string];

/** A string's dotted path within an area, e.g. `fee.fastest` in `market`. */
export type KitKey<Area extends KitAreaName> = KeyPaths<KitStrings[Area]>;

/** Values for a string's `{{name}}` placeholders; a number `count` also picks the plural form. */
export type KitStringValues = Readonly<Record<string, string | number>>;

export type KitTranslate<Area extends KitAreaName> = (key: KitKey<Area>, values?: KitStringValues) => string;

type DeepPartial<Tree> = { readonly [Key in keyof Tree]?: Tree[Key] extends string ? string : DeepPartial<Tree[Key]> };

/**
 * A host's own wording for some of the kit's strings, shaped as the catalogue is:
 * `{ market: { cart: { buy: 'Buy' } } }`.
 */
export type KitStringsOverride = { readonly [Area in KitAreaName]?: DeepPartial<KitStrings[Area]> };
