import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built files live under /static: /assets/{txid} is one of the app's own routes (spec §2).
export default defineConfig({
  plugins: [react()],
  base: '/',
  publicDir: 'public',
  build: { outDir: 'dist', assetsDir: 'static', emptyOutDir: true, sourcemap: true },
  // `npm run dev:app` (hot reload) next to `npm run dev` (the server on 8080, which also runs the devnet).
  server: {
    proxy: {
      '^/(api|btc|phoenix|v1|mempool|devnet|content|openapi.json)': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
