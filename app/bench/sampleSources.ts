import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** Where a CPU profile's sample was: a frame of the V8 profile (lines and columns from 0). */
export interface SampledFrame {
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
  readonly functionName: string;
}

/**
 * The part of the code a source file belongs to: its package for a dependency (`react-dom`, `@tanstack/react-virtual`),
 * else its folder in the repository two levels deep (`ui/src/primitives`, `app/src/screens`).
 */
export function sourcePart(source: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dependency?.[1] !== undefined) return dependency[1];
  const inRepository = source.replace(/^(\.\.\/)+/, '').replace(/^(src|scripts)\//, 'app/$1/');
  return inRepository.split('/').slice(0, 3).join('/');
}

/**
 * Tells which part of the code each sampled frame ran, through the built files' source maps in `distDir`. The
 * browser's own work while the page's thread is busy (parsing, styling, layout, paint) is V8's "(program)"; a
 * frame of a script the build did not make is named by its function (a browser API such as `appendChild`).
 */
export function framePartsOf(distDir: string): (frame: SampledFrame) => string {
  const maps = new Map<string, TraceMap | undefined>();
  const mapOf = (file: string): TraceMap | undefined => {
    if (!maps.has(file)) {
      const path = join(distDir, file);
      maps.set(file, existsSync(`${path}.map`) ? new TraceMap(readFileSync(`${path}.map`, 'utf8')) : undefined);
    }
    return maps.get(file);
  };
  return (frame) => {
    const built = /\/(static\/[^?#/]+\.js)(?:[?#].*)?$/.exec(frame.url)?.[1];
    if (built === undefined) return frame.functionName === '' ? '(anonymous)' : frame.functionName;
    const map = mapOf(built);
    if (map === undefined) return built;
    const { source } = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return source === null ? built : sourcePart(source);
  };
}
