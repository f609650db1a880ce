import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The useTranslation calls of a module: `useTranslation('x')` or `useTranslation(['x', 'y'])`. */
const translationHook = /useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g;
const quoted = /'([^']+)'/g;

/**
 * The string namespaces the app's own modules in `files` ask for, read from each chunk's source map (which
 * holds every module's source). Library code is skipped: none of it uses the app's strings.
 */
export function namespacesShown(distDir: string, files: readonly string[]): Set<string> {
  const shown = new Set<string>();
  for (const file of files) {
    const mapPath = join(distDir, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as {
      sources: string[];
      sourcesContent?: Array<string | null>;
    };
    map.sources.forEach((source, index) => {
      if (source.includes('node_modules')) return;
      const code = map.sourcesContent?.[index] ?? '';
      for (const [, names = ''] of code.matchAll(translationHook)) {
        for (const [, namespace] of names.matchAll(quoted)) if (namespace !== undefined) shown.add(namespace);
      }
    });
  }
  return shown;
}
