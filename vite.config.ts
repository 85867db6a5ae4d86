import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { griffelAheadOfTime, rjsfDecimalSeparator, studioEditorSlim } from './vite.plugins';

// The web app: built into dist/ and served by the Fastify server (npm start).
export default defineConfig({
  plugins: [react(), rjsfDecimalSeparator(), studioEditorSlim(), griffelAheadOfTime()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by `npm run bench` to size each route's JavaScript.
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
