import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { readonly [key: string]: Tree | string };

/** A language's catalogue: its area files (`en/market.json`, …) under their area names. */
function read(language: string): Tree {
  const dir = join(import.meta.dirname, language);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree]),
  );
}

const english = read('en');
const chinese = read('zh');
const areaModules = readdirSync(join(import.meta.dirname, 'areas')).map((file) => file.replace(/\.ts$/, ''));

/** Every string of a catalogue by its dotted path. */
function strings(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string' ? [[path, value] as const] : [...strings(value, path)];
    }),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => name);
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map(([, name]) => name);

describe("the kit's catalogues", () => {
  const englishStrings = strings(english);
  const chineseStrings = strings(chinese);

  it('has the same areas and keys in Chinese as in English', () => {
    expect([...chineseStrings.keys()].sort()).toEqual([...englishStrings.keys()].sort());
  });

  it('keeps every placeholder and markup tag of the English string in the Chinese one', () => {
    for (const [path, text] of englishStrings) {
      const translated = chineseStrings.get(path) ?? '';
      for (const name of placeholders(text)) expect(translated, path).toContain(`{{${name}}}`);
      expect(tags(translated).sort(), path).toEqual(tags(text).sort());
    }
  });

  it('gives every area of English a module components import it from', () => {
    expect(areaModules.sort()).toEqual(Object.keys(english).sort());
  });

  it('has no empty strings', () => {
    for (const [path, text] of [...englishStrings, ...chineseStrings]) expect(text.trim(), path).not.toBe('');
  });
});
