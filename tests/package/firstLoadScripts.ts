import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

export interface FirstLoad {
  /** The hashed files, as the browser fetches them. */
  readonly files: readonly string[];
  /** Their brotli sizes, as the server sends them to a browser that accepts br (all current ones do). */
  readonly brotliBytes: number;
}

/**
 * The JavaScript a cold visit to a route fetches before it can paint: the entries, the route's lazy chunk, the
 * startup modules named (the strings it shows) and every chunk those import statically. Dynamic
 * imports (a drawer, the wallet, a dialog) stay out: they load when the visitor asks for them.
 */
export function firstLoadScripts(distDir: string, startupSources: readonly string[]): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // The page's one script (paintFirst) and the startup chunk it imports are both entries.
  const entries = Object.keys(manifest).filter((source) => manifest[source]?.isEntry);
  if (entries.length === 0) throw new Error(`The build in ${distDir} has no entry chunk.`);
  const reached = new Set<string>();
  const reach = (source: string): void => {
    if (reached.has(source)) return;
    const chunk = manifest[source];
    if (chunk === undefined) throw new Error(`The build has no chunk for ${source}.`);
    reached.add(source);
    for (const imported of chunk.imports ?? []) reach(imported);
  };
  for (const source of [...entries, ...startupSources]) reach(source);
  const files = [...reached].map((source) => manifest[source]?.file ?? source).filter((file) => file.endsWith('.js'));
  const brotliBytes = files.reduce((sum, file) => sum + statSync(join(distDir, `${file}.br`)).size, 0);
  return { files, brotliBytes };
}
