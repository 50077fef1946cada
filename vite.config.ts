import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyRequests } from './scripts/early-requests.ts';
import { entryWithoutZod } from './scripts/entry-without-zod.ts';
import { pageCode } from './scripts/page-code.ts';
import { precompress } from './scripts/precompress.ts';

// Which chunks each lazy page needs, compiled into the early script (src/boot/pageCode.ts).
const pages = pageCode();

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [
    react(),
    pages,
    earlyRequests((bundle) => pages.table(bundle)),
    entryWithoutZod((bundle) => pages.table(bundle)),
    precompress(),
  ],
  // zod's `jitless` must be set before any schema is built: see src/lib/zod-jitless.ts.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/ws': { target: `ws://localhost:${apiPort}`, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // The manifest (dist/.vite, never served: dotfiles are ignored) lets the bench read what loads with what.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // What the first page needs, the entry and all it imports statically, is one script: split
        // by what the lazy pages share, it was 56 files, each a request and a module to link before
        // anything renders. Each lazy page still loads only what the entry does not hold.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
