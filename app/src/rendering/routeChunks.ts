/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by its source's path from app/. */
export interface BuiltChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, BuiltChunk>>;

/** The manifest's key of the page's own entry, whose chunks every page already names (paintBeforeStartup). */
const pageEntry = 'index.html';

/**
 * The files of the chunks a screen's code needs beyond the startup chunks, as served (`/static/...`): the screen's
 * own chunk and every chunk it imports statically. The server names them in the page it renders (entryServer.tsx),
 * so the browser's loader finds each named and adds no link of its own. `screenSource` is the screen module's path
 * from app/src (./screens/...); a module the build does not know needs nothing named.
 */
export function routeChunks(manifest: BuildManifest, screenSource: string): string[] {
  const source = screenSource.replace(/^\.\//, 'src/');
  if (manifest[source] === undefined) return [];
  const startup = new Set(staticChunks(manifest, pageEntry));
  return staticChunks(manifest, source)
    .filter((file) => !startup.has(file))
    .map((file) => `/${file}`);
}

/** The file of `source`'s chunk and of every chunk it imports statically, each once, the chunk itself first. */
function staticChunks(manifest: BuildManifest, source: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return files;
}
