import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

/** The Fastify server; the dev server forwards the API, Sanctum's CSRF route and uploads to it. */
const SERVER = process.env.SERVER_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  // Production assets are served by Fastify under /build/ (spec section 2). The dev server serves
  // the app from / so the app's own paths (/auth/login, /organisation/…) open directly there.
  base: command === 'build' ? '/build/' : '/',
  plugins: [react(), precompress()],
  // The manifest tells scripts/check-bundle-size.mjs which chunks a first visit loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      '/api': SERVER,
      '/sanctum': SERVER,
      '/storage': SERVER,
    },
  },
}));
