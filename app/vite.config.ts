import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { precompressedFiles } from './scripts/precompressedFiles.ts';
import { paintBeforeStartup, paintFirstSource } from './scripts/paintBeforeStartup.ts';
import { precomputedTokens } from './scripts/precomputedTokens.ts';
import { stableStyledIds } from './scripts/stableStyledIds.ts';

// Built files live under /static: /assets/{txid} is one of the app's own routes (spec §2). The manifest
// (dist/.vite, never served) lets the size budget test walk each route's import graph.
//
// Everything the entry imports statically is one chunk: every page loads all of it before it can paint, and
// brotli packs one file of it better than the twenty-odd small chunks the default split made of it (about
// 11 KB less on a first load). Code that only routes, drawers and dialogs import keeps the default split.
//
// `vite build --ssr` builds the server's renderer (src/entryServer.tsx) into dist/server, which is never served:
// Node runs it.
export default defineConfig(({ isSsrBuild = false }) => ({
  // Both builds name styled components alike (stableStyledIds), so the browser hydrates the server's class names.
  plugins: [
    react(),
    precomputedTokens(),
    stableStyledIds(),
    ...(isSsrBuild ? [] : [paintBeforeStartup(), precompressedFiles()]),
  ],
  base: '/',
  publicDir: 'public',
  // A JSON module (each namespace of strings) exports its object only: a named export per top-level key is
  // about 0.1 KB more per namespace that nothing imports.
  json: { namedExports: false },
  build: isSsrBuild ? serverBuild : browserBuild,
  // The renderer bundles its packages too: built for production (React's server renderer in its fast build), and
  // free of CommonJS packages whose default export Node's ESM loader cannot see (styled-components).
  ssr: { noExternal: true },
  // Node leaves NODE_ENV unset; the renderer is a production build whatever the server's environment.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // `npm run dev:app` (hot reload) next to `npm run dev` (the server on 8080, which also runs the devnet).
  server: {
    proxy: {
      '^/(api|btc|phoenix|v1|mempool|devnet|content|preview|openapi.json)': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
}));

const browserBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  assetsDir: 'static',
  emptyOutDir: true,
  sourcemap: true,
  manifest: true,
  // Every browser the market supports preloads modules natively; the polyfill would only add bytes.
  modulePreload: { polyfill: false },
  // A font is fetched when text needs it, never inlined: Vite's default inlines files under 4 KB, which put some
  // 60 KB of Chinese font slices (base64) into the stylesheet every page waits for before it paints.
  assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  rolldownOptions: {
    // paintFirst is an entry of its own, outside the startup chunk: the page runs it first (paintBeforeStartup).
    input: { index: 'index.html', paintFirst: paintFirstSource },
    output: {
      codeSplitting: {
        groups: [{ name: 'startup', tags: ['$initial'], test: (id) => !id.endsWith(paintFirstSource) }],
      },
    },
  },
  // The startup chunk is one file by design (about 530 kB minified, 140 kB brotli); the route budget test in
  // tests/package holds what a first load costs, so Vite's generic 500 kB warning would only be noise.
  chunkSizeWarningLimit: 600,
};

const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist/server',
  // Where the browser build puts its files, so a file the renderer names (a font it preloads) is the browser's.
  assetsDir: 'static',
  emptyOutDir: true,
  sourcemap: true,
};
