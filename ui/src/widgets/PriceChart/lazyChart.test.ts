import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const uiSource = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Static imports only: `import x from`, `import 'x'` and `export ... from`, not `import('x')`.
const staticImport = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?['"]([^'"]+)['"]/g;

function staticImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(staticImport)].map((match) => match[1] ?? '');
}

describe('the chart library stays out of the main bundle', () => {
  it('is imported statically by UPlotChart alone', () => {
    const importers = sourceFiles(uiSource)
      .filter((file) => staticImports(file).some((source) => source.startsWith('uplot')))
      .map((file) => relative(uiSource, file));
    expect(importers).toEqual([join('widgets', 'PriceChart', 'UPlotChart.tsx')]);
  });

  it('is reached only through a dynamic import in PriceChart', () => {
    const importers = sourceFiles(uiSource)
      .filter((file) => staticImports(file).some((source) => source.endsWith('/UPlotChart')))
      .map((file) => relative(uiSource, file));
    expect(importers).toEqual([]);
    expect(readFileSync(join(uiSource, 'widgets', 'PriceChart', 'PriceChart.tsx'), 'utf8')).toContain(
      "import('./UPlotChart')",
    );
  });
});
