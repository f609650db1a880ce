import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadNamespace, languages, namespaces } from './index';

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

  it('names every namespace file as a namespace', () => {
    expect([...namespaces].sort()).toEqual([...english.keys()].sort());
  });

  it.each(languages)('loads each namespace of %s as its file is written', async (language) => {
    const files = readLanguage(language);
    for (const namespace of namespaces) {
      expect(await loadNamespace(language, namespace), namespace).toEqual(files.get(namespace));
    }
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
