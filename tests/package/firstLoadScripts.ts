import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source path or shared chunk name. */
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
 * The JavaScript a cold visit to a route fetches before it can paint: the entry, the chunks holding the
 * startup modules named (the route's lazy module, the strings it shows) and every chunk those import
 * statically. Dynamic imports (a drawer, the wallet, a dialog) stay out: they load when the visitor asks for
 * them. Module paths are relative to the app (`src/...`, `../locales/en/home.json`).
 */
export function firstLoadScripts(distDir: string, startupModules: readonly string[]): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry === undefined) throw new Error(`The build in ${distDir} has no entry chunk.`);
  const reached = new Set<string>();
  const reach = (key: string): void => {
    if (reached.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The build's manifest has no chunk ${key}.`);
    reached.add(key);
    for (const imported of chunk.imports ?? []) reach(imported);
  };
  reach(entry);
  for (const module of startupModules) reach(chunkHolding(distDir, manifest, module));
  const files = [...reached].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
  const brotliBytes = files.reduce((sum, file) => sum + statSync(join(distDir, `${file}.br`)).size, 0);
  return { files, brotliBytes };
}

/**
 * The manifest key of the chunk a module was bundled into: its own key when it starts a chunk, otherwise the
 * chunk whose source map lists it (modules grouped into a shared chunk have no key of their own).
 */
function chunkHolding(distDir: string, manifest: Record<string, ManifestChunk>, module: string): string {
  if (manifest[module] !== undefined) return module;
  const modulePath = resolve(distDir, '..', module);
  for (const [key, { file }] of Object.entries(manifest)) {
    const mapPath = join(distDir, `${file}.map`);
    if (!file.endsWith('.js') || !existsSync(mapPath)) continue;
    const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
    if (sources.some((source) => resolve(dirname(join(distDir, file)), source) === modulePath)) return key;
  }
  throw new Error(`The build has no chunk holding ${module}.`);
}
