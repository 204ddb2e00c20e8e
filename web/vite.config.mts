/**
 * Builds the browser pages into dist/web, which the API process serves itself (same origin,
 * no CDN): the explorer at /explorer/ and GraphiQL at /graphiql/. Each page is its own entry,
 * and each explorer view its own lazily loaded chunk, so a page ships only what it draws.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: '/',
  // No public/ folder and no dev-server proxy: the API serves the build, tests drive the build.
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: resolve(here, '../dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // The bench reads the manifest to sum the JavaScript each page loads.
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: { explorer: resolve(here, 'explorer/index.html'), graphiql: resolve(here, 'graphiql/index.html') },
      // GraphiQL's React libraries mark modules "use client", which means nothing in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
