/** The fields of a workspace package.json that building and publishing read. */
export interface SourceManifest {
  name: string;
  version: string;
  description?: string;
  sideEffects?: boolean | string[];
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

type ExportTarget = string | { types: string; import: string };

export interface PublishedManifest {
  name: string;
  version: string;
  description?: string;
  type: 'module';
  sideEffects: boolean | string[];
  exports: Record<string, ExportTarget>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * The package.json that goes inside dist/: every source path (`./src/x.ts`) becomes its built module
 * (`./x.js` with `./x.d.ts`), files already under dist/ lose that prefix, and the rest is kept.
 */
export function publishedManifest(source: SourceManifest, sourceRoot: string): PublishedManifest {
  const root = sourceRoot === '' ? './' : `./${sourceRoot}/`;
  const built = (path: string): string =>
    `./${path
      .replace(root, '')
      .replace(/^\.\/dist\//, '')
      .replace(/\.ts$/, '.js')}`;
  const exports = Object.fromEntries(
    Object.entries(source.exports).map(([key, target]): [string, ExportTarget] => [
      key,
      target.endsWith('.ts')
        ? { types: built(target).replace(/\.js$/, '.d.ts'), import: built(target) }
        : built(target),
    ]),
  );
  const sideEffects = Array.isArray(source.sideEffects)
    ? source.sideEffects.map((pattern) => (pattern.startsWith('./') ? built(pattern) : pattern))
    : (source.sideEffects ?? true);
  return {
    name: source.name,
    version: source.version,
    ...(source.description ? { description: source.description } : {}),
    type: 'module',
    sideEffects,
    exports,
    ...(source.dependencies ? { dependencies: source.dependencies } : {}),
    ...(source.peerDependencies ? { peerDependencies: source.peerDependencies } : {}),
  };
}
