import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressedFiles } from './scripts/precompressedFiles.ts';

// Built files live under /static: /assets/{txid} is one of the app's own routes (spec §2). The manifest
// (dist/.vite, never served) lets the size budget test walk each route's import graph.
export default defineConfig({
  plugins: [react(), precompressedFiles()],
  base: '/',
  publicDir: 'public',
  build: { outDir: 'dist', assetsDir: 'static', emptyOutDir: true, sourcemap: true, manifest: true },
  // `npm run dev:app` (hot reload) next to `npm run dev` (the server on 8080, which also runs the devnet).
  server: {
    proxy: {
      '^/(api|btc|phoenix|v1|mempool|devnet|content|preview|openapi.json)': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
