import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { griffelAheadOfTime, rjsfDecimalSeparator } from '../vite.plugins';

// The forms bench (npm run bench): one page per engine, each loading only its own engine, built
// for production into dist-bench/ so the product build (dist/) is untouched. The manifest sizes
// each page's JavaScript.
const pages = ['tessera', 'rjsf', 'plain'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), rjsfDecimalSeparator(), griffelAheadOfTime()],
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist-bench', import.meta.url)),
    emptyOutDir: true,
    // BENCH_SOURCEMAP=1: source maps beside the chunks, to map a CPU profile of a page to source files.
    sourcemap: process.env.BENCH_SOURCEMAP === '1',
    manifest: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: Object.fromEntries(pages.map((p) => [p, fileURLToPath(new URL(`./${p}.html`, import.meta.url))])),
    },
  },
});
