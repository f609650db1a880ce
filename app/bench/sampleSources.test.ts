import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { framePartsOf, sourcePart } from './sampleSources';

describe('the part of the code a sample ran', () => {
  it('names a dependency by its package and the repository by its folder', () => {
    expect(sourcePart('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(sourcePart('../../../node_modules/@tanstack/react-virtual/dist/esm/index.js')).toBe(
      '@tanstack/react-virtual',
    );
    expect(sourcePart('../../../ui/src/primitives/Chip/Chip.tsx')).toBe('ui/src/primitives');
    expect(sourcePart('../../src/screens/collection/CollectionScreen.tsx')).toBe('app/src/screens');
  });

  const distDir = mkdtempSync(join(tmpdir(), 'sample-sources-'));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  mkdirSync(join(distDir, 'static'));
  // One generated line of two parts: columns 0–9 from React, 10 on from the kit. ("A" is 0, "U" is 10 in VLQ.)
  writeFileSync(
    join(distDir, 'static', 'index-abc.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['../../node_modules/react/index.js', '../../../ui/src/primitives/Button/Button.tsx'],
      names: [],
      mappings: 'AAAA,UCAA',
    }),
  );

  it("finds a built frame's source through the build's map, and names the browser's own by function", () => {
    const partOf = framePartsOf(distDir);
    const at = (url: string, columnNumber: number, functionName = 'f') =>
      partOf({ url, lineNumber: 0, columnNumber, functionName });
    expect(at('http://127.0.0.1:8080/static/index-abc.js', 3)).toBe('react');
    expect(at('http://127.0.0.1:8080/static/index-abc.js', 12)).toBe('ui/src/primitives');
    expect(at('http://127.0.0.1:8080/static/paintFirst-x.js', 0)).toBe('static/paintFirst-x.js');
    expect(at('', 0, 'appendChild')).toBe('appendChild');
    expect(at('', 0, '')).toBe('(anonymous)');
  });
});
