/** A nested object of token values; leaves become CSS custom properties. */
export interface TokenTree {
  readonly [key: string]: string | number | TokenTree;
}

/** The same shape as a token tree, each leaf replaced by its `var(--om-...)` reference. */
export type VarRefs<T> = { readonly [K in keyof T]: T[K] extends string | number ? string : VarRefs<T[K]> };

const prefix = '--om';

function kebab(segment: string): string {
  return segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function cssVarName(path: readonly string[]): string {
  return [prefix, ...path.map(kebab)].join('-');
}

/** Every leaf of the tree as a `[custom property, value]` pair, in declaration order. */
export function flattenTokens(tree: TokenTree, path: readonly string[] = []): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? flattenTokens(value, [...path, key]) : [[cssVarName([...path, key]), String(value)]],
  );
}

export function varRefs<T extends TokenTree>(tree: T, path: readonly string[] = []): VarRefs<T> {
  const entries = Object.entries(tree).map(([key, value]) => [
    key,
    typeof value === 'object' ? varRefs(value, [...path, key]) : `var(${cssVarName([...path, key])})`,
  ]);
  return Object.fromEntries(entries) as VarRefs<T>;
}

export function cssRule(selector: string, declarations: ReadonlyArray<readonly [string, string]>): string {
  const body = declarations.map(([name, value]) => `  ${name}: ${value};`).join('\n');
  return `${selector} {\n${body}\n}`;
}
