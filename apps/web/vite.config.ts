import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pagePreloadsPlugin } from './page-preloads';
import { precompress } from './precompress';

const apiServer = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-rendering build (src/entry-server.tsx → dist-ssr/) is code for Node only: no
  // preload lists, no compressed copies.
  plugins: isSsrBuild ? [react()] : [react(), pagePreloadsPlugin(), precompress()],
  ssr: {
    // TypeScript sources, not a built package: bundled into the server-rendering build.
    noExternal: ['@storefront/contract'],
  },
  // The repository root's .env, shared with the server (VITE_YMAPS_KEY).
  envDir: '../..',
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
  },
  server: {
    proxy: { '/api': apiServer, '/media': apiServer, '/dev': apiServer, '/pay': apiServer },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['../../vitest.setup.ts'],
    // user-event types key by key; a busy 2-core CI machine needs more than the default 5 s
    // for the longest form journeys.
    testTimeout: 15_000,
  },
}));
