import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexedSections, referenceKey, repositoryLinks, sectionReferences } from './sectionReferences';

const repo = resolve(import.meta.dirname, '..');
const docs = join(repo, 'docs');
const index = readFileSync(join(docs, 'spec-sections.md'), 'utf8');
const skipped = new Set(['node_modules', 'dist', 'storybook-static', '.data', '.git', 'coverage', 'baselines']);

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|md)$/u.test(entry.name) && path !== join(docs, 'spec-sections.md')) yield path;
  }
}

describe('sectionReferences', () => {
  it('reads spec and architecture citations and leaves other documents’ dotted sections alone', () => {
    const text = 'spec §7 "Other"; the spec\'s §2 list; architecture §4b; (§9 maxNum); RFC 9110 §10.2.3; PNG spec §5.3';
    expect(sectionReferences(text).map(referenceKey)).toEqual(['spec §7', 'spec §2', 'architecture §4b', 'spec §9']);
  });
});

describe('docs/spec-sections.md', () => {
  it('describes every section the code cites', () => {
    const described = indexedSections(index);
    const missing = new Map<string, string>();
    const cited = new Set<string>();
    for (const file of sourceFiles(repo)) {
      for (const reference of sectionReferences(readFileSync(file, 'utf8'))) {
        const key = referenceKey(reference);
        cited.add(key);
        if (!described.has(key)) missing.set(key, relative(repo, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
    // The scan does read the tree: every spec section from §2 to §9 is cited somewhere.
    expect([...cited].filter((key) => key.startsWith('spec')).length).toBeGreaterThanOrEqual(8);
  });

  it('links only to paths that exist in the repository', () => {
    const links = repositoryLinks(index);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((target) => !existsSync(resolve(docs, target)))).toEqual([]);
  });
});
