import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageResources, languages } from './index';

const here = import.meta.dirname;

function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

function readLanguage(language: string): Map<string, unknown> {
  const dir = join(here, language);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return new Map(
    files.map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown]),
  );
}

describe('locales', () => {
  const english = readLanguage('en');

  it.each(languages.filter((language) => language !== 'en'))('%s has exactly the key set of en', (language) => {
    const other = readLanguage(language);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [namespace, tree] of english) {
      expect(keyPaths(other.get(namespace)).sort(), namespace).toEqual(keyPaths(tree).sort());
    }
  });

  it.each(languages)('loads every namespace file of %s, as written', async (language) => {
    const loaded = await languageResources[language]();
    expect(Object.keys(loaded).sort()).toEqual([...english.keys()].sort());
    expect(new Map(Object.entries(loaded))).toEqual(readLanguage(language));
  });

  it.each(languages)('%s has no empty strings', (language) => {
    for (const [namespace, tree] of readLanguage(language)) {
      const values = keyPaths(tree).map((path) =>
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree),
      );
      expect(
        values.filter((value) => typeof value !== 'string' || value.trim() === ''),
        namespace,
      ).toEqual([]);
    }
  });
});
