import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pagePreloadsPlugin } from './page-preloads';
import { precompress } from './precompress';
import { reactRouterForTheBrowser } from './react-router-build';

const apiServer = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-rendering build (src/entry-server.tsx → dist-ssr/) is code for Node only: no
  // preload lists, no compressed copies.
  plugins: isSsrBuild
    ? [react()]
    : [react(), reactRouterForTheBrowser(), pagePreloadsPlugin(), precompress()],
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
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into the entry's own file. Rolldown would
        // otherwise split what the pages share with it (React, Redux Toolkit, the API) into
        // files of their own: each compressed on its own, they cost ~1.7 KB more gzip on every
        // first load (decision 037). The pages import from the entry instead.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: 'index', tags: ['$initial'] },
                // The menu cards' small shared pieces in one file: the menus and the dish cards
                // each load them all, and six files cost more than one (decision 037, fourth pass).
                {
                  name: 'menu-card',
                  test: /features\/basket\/basket-control|ui\/stepper|ui\/skeleton|ui\/venue-pause-notice|features\/menu\/(use-catalog-updates|dish-picture)/,
                },
              ],
            },
      },
    },
  },
  server: {
    proxy: { '/api': apiServer, '/media': apiServer, '/dev': apiServer, '/pay': apiServer },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['../../vitest.setup.ts', './src/testing/dom-setup.ts'],
    // user-event types key by key; a busy 2-core CI machine needs more than the default 5 s
    // for the longest form journeys.
    testTimeout: 15_000,
  },
}));
