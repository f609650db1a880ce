import { describe, expect, it } from 'vitest';
import { routeChunks, type BuildManifest } from './routeChunks';

// A build's manifest as Vite writes it: the page's entry, two screens sharing a kit chunk, and the startup chunk.
const manifest: BuildManifest = {
  'index.html': { file: 'static/startup-A1.js', imports: ['_runtime-R1.js'] },
  '_runtime-R1.js': { file: 'static/rolldown-runtime-R1.js' },
  'src/screens/home/homeRoute.tsx': {
    file: 'static/homeRoute-H1.js',
    imports: ['index.html', '_Grid-G1.js', '_CollectionCard-C1.js'],
  },
  '_Grid-G1.js': { file: 'static/Grid-G1.js', imports: ['index.html'] },
  '_CollectionCard-C1.js': { file: 'static/CollectionCard-C1.js', imports: ['_Grid-G1.js', '_Image-I1.js'] },
  '_Image-I1.js': { file: 'static/Image-I1.js' },
  'src/screens/errors/notFoundRoute.tsx': { file: 'static/notFoundRoute-N1.js', imports: ['index.html'] },
};

describe("a screen's chunks, as the page names them", () => {
  it('are its own chunk and every chunk it imports statically, each once, without the startup chunks', () => {
    expect(routeChunks(manifest, './screens/home/homeRoute.tsx')).toEqual([
      '/static/homeRoute-H1.js',
      '/static/Grid-G1.js',
      '/static/CollectionCard-C1.js',
      '/static/Image-I1.js',
    ]);
    expect(routeChunks(manifest, './screens/errors/notFoundRoute.tsx')).toEqual(['/static/notFoundRoute-N1.js']);
  });

  it('are none for a screen the build does not know', () => {
    expect(routeChunks(manifest, './screens/wallet/walletRoute.tsx')).toEqual([]);
  });
});
