import { configDefaults, defineConfig } from 'vitest/config';

/**
 * With TEST_DATABASE_URL the run is the PostgreSQL leg: the server's tests, on a real server.
 * What touches no test database runs once, in the PGlite leg: the contract's and the web's tests,
 * and the server tests that start the built server or the command line on an embedded database
 * of their own whatever TEST_DATABASE_URL says.
 */
const postgresLeg = Boolean(process.env.TEST_DATABASE_URL);
const ownDatabaseOnly = ['src/server.test.ts', 'src/cli/staff.test.ts'];

export default defineConfig({
  test: {
    // CI's PGlite leg on two workers: 16½ minutes instead of 21½ on its 2 cores, every test
    // passing (2026-11-29); the PostgreSQL leg, whose server shares those cores, keeps one.
    ...(process.env.CI && !postgresLeg ? { maxWorkers: 2 } : {}),
    projects: [
      ...(postgresLeg
        ? []
        : [
            {
              test: {
                name: 'contract',
                root: 'packages/contract',
                environment: 'node' as const,
                setupFiles: ['../../vitest.setup.ts'],
              },
            },
            'apps/web/vite.config.ts',
          ]),
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...(postgresLeg ? { exclude: [...configDefaults.exclude, ...ownDatabaseOnly] } : {}),
        },
      },
    ],
  },
});
